import type { Lead } from '@/payload-types'
import { formDataEntries } from '@/rules/formDataDisplay'

/** A lead's form answers in words, one "Label : valeur" line each, as the panel shows them: for one cell of the CSV export. */
export function answersText(lead: Pick<Lead, 'formOrigin' | 'formData'>): string {
  return formDataEntries(lead.formOrigin, lead.formData)
    .map((entry) => `${entry.label}\u00a0: ${entry.value}`)
    .join('\n')
}
