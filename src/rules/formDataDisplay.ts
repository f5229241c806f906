import type { LeadFormDefinition } from '@/forms/leadForm'
import { leadForms } from '@/forms/registry'
import { contactKeys } from '@/forms/shared/contactFields'

export type DisplayEntry = { key: string; label: string; value: string }

type Wording = Pick<LeadFormDefinition, 'answerLabels' | 'answerWords'>

const NOT_PROVIDED = 'Non renseigné'

// Own keys only, so a stored 'constructor' or 'toString' is not mistaken for a form, a label or a code.
const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined)

// A lead of a form that no longer exists keeps its answers, each under its own name.
const wordingOf = (formOrigin: string): Wording => own(leadForms, formOrigin) ?? { answerLabels: {}, answerWords: {} }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const inWords = (words: Readonly<Record<string, string>> | undefined, text: string) => (words && own(words, text)) ?? text

/** One answer as text; '' when nothing readable is left (objects are never dumped raw). */
function formatScalar(words: Readonly<Record<string, string>> | undefined, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non'
  if (typeof value === 'number') return Number.isFinite(value) ? inWords(words, String(value)) : ''
  if (typeof value === 'string') return inWords(words, value.trim())
  return ''
}

function formatValue(words: Readonly<Record<string, string>> | undefined, value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => formatScalar(words, item))
      .filter((text) => text !== '')
      .join(', ')
  }
  return formatScalar(words, value)
}

// Nothing was answered: hidden rather than shown as missing.
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The details list of a lead's all_form_data, worded by the lead's own form: its answers in label
 * order, then unknown keys under their own name; contact fields and unanswered values left out,
 * coded values in words.
 */
export function formDataEntries(formOrigin: string, formData: unknown): DisplayEntry[] {
  if (!isRecord(formData)) return []
  const { answerLabels, answerWords } = wordingOf(formOrigin)
  const known = Object.keys(answerLabels).filter((key) => Object.hasOwn(formData, key))
  const unknown = Object.keys(formData).filter((key) => !Object.hasOwn(answerLabels, key))
  return [...known, ...unknown]
    .filter((key) => !contactKeys.includes(key) && !isBlank(formData[key]))
    .map((key) => ({
      key,
      label: own(answerLabels, key) ?? key,
      value: formatValue(own(answerWords, key), formData[key]) || NOT_PROVIDED,
    }))
}
