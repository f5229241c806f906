'use client'

import type { FormStore } from '@/forms/shared/formStore'
import { postedTexts } from '@/forms/shared/formDataAnswers'
import { useFormSelector } from '@/forms/shared/useFormSelector'

/**
 * The answers of a wizard's other steps, as hidden fields: posted without scripts, each step carries the
 * earlier answers to the server, which draws the next step with them (nothing is kept between the posts).
 */
export function CarriedAnswers<Output>({ store, names }: { store: FormStore<Output>; names: readonly string[] }) {
  const values = useFormSelector(store, (form) => form.getValues())
  return names.flatMap((name) =>
    postedTexts(values[name]).map((text, index) => <input key={`${name}-${index}`} type="hidden" name={name} value={text} />),
  )
}
