'use client'

import { missingSentence, refusedFields } from './missingFields'
import type { FormStore } from './formStore'
import { missingWording } from './missingWording'
import { useFormSelector } from './useFormSelector'

/** The "Il manque : …" line of a one-page form, from the values typed so far. */
export function useMissingSentence<Output>(store: FormStore<Output>): string {
  return useFormSelector(store, (form) => missingSentence(refusedFields(form.check()), missingWording))
}
