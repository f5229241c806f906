'use client'

import { type Control, type FieldValues, useWatch } from 'react-hook-form'
import type { z } from 'zod/mini'
import { missingFields, missingSentence } from '@/rules/missingFields'
import { missingWording } from './missingWording'

/** The "Il manque : …" line of a one-page form, from the values typed so far. */
export function useMissingSentence<T extends FieldValues>(schema: z.ZodMiniType, control: Control<T>): string {
  const values: unknown = useWatch({ control })
  return missingSentence(missingFields(schema, values), missingWording)
}
