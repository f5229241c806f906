import type { z } from 'zod/mini'
import { typedFields } from './typedFields'
import type { FormValues } from './formStore'

/** How an answer travels in a posted form: a field's text, a number, every value of a name, or a ticked box. */
export type AnswerKind = 'text' | 'number' | 'list' | 'yes-no'

/** Wrappers that leave an answer's kind as it is (a default, an optional value, a check added to it). */
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional'])

/** Each answer of a form's schema and how the browser posts it, read from the schema's own types. */
export function answerKindsOf(schema: z.ZodMiniObject): Record<string, AnswerKind> {
  const kinds: Record<string, AnswerKind> = {}
  for (const [name, field] of Object.entries(schema._zod.def.shape)) {
    const def = unwrapped(field as z.core.$ZodType)
    kinds[name] = def.type === 'array' ? 'list' : def.type === 'boolean' ? 'yes-no' : isNumeric(def) ? 'number' : 'text'
  }
  return kinds
}

type Def = { type: string; options?: readonly z.core.$ZodType[]; values?: readonly unknown[] }

/** A field's type under its wrappers (a default, an optional value) and its checks. */
function unwrapped(field: z.core.$ZodType): Def & { innerType?: z.core.$ZodType; in?: z.core.$ZodType } {
  let def = field._zod.def as Def & { innerType?: z.core.$ZodType; in?: z.core.$ZodType }
  while (WRAPPERS.has(def.type) && def.innerType) def = def.innerType._zod.def as typeof def
  if (def.type === 'pipe' && def.in) def = def.in._zod.def as typeof def
  return def
}

/** The answers of a form the visitor types into a field with a format (name, e-mail, phone, postal code, message), under its checks. */
export function typedAnswersOf(schema: z.core.$ZodType): Set<string> {
  const def = unwrapped(schema) as Def & { shape?: Record<string, z.core.$ZodType> }
  return new Set(
    Object.entries(def.shape ?? {})
      .filter(([, field]) => typedFields.has(field))
      .map(([name]) => name),
  )
}

/** A number, or a choice among numbers (coded answers: a literal, or a union of literals). */
function isNumeric(def: Def): boolean {
  if (def.type === 'number') return true
  if (def.type === 'literal') return (def.values ?? []).every((value) => typeof value === 'number')
  if (def.type === 'union') return (def.options ?? []).every((option) => isNumeric(option._zod.def as Def))
  return false
}

/**
 * A form's answers as the browser posts them without scripts (form data): a text answer is its field's text, a
 * yes/no answer whether its box was ticked (or its « true » picked), a list every value of its name, a number its field's number. A
 * text or number the form did not post, or a number that is none, is left out: the schema says what is missing.
 */
export function answersFromFormData(
  kinds: Readonly<Record<string, AnswerKind>>,
  data: Pick<FormData, 'get' | 'getAll' | 'has'>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(kinds)) {
    if (kind === 'list') answers[name] = data.getAll(name).filter((value) => typeof value === 'string')
    // A box posts 'on' when ticked; a yes/no radio pair 'true' or 'false'.
    else if (kind === 'yes-no') answers[name] = data.get(name) === 'on' || data.get(name) === 'true'
    else {
      const value = data.get(name)
      if (typeof value !== 'string') continue
      if (kind === 'text') answers[name] = value
      else if (value.trim() !== '' && Number.isFinite(Number(value.replace(',', '.')))) answers[name] = Number(value.replace(',', '.'))
    }
  }
  return answers
}

/** What a form's fields show again after a refusal: its answers as posted, on top of its first values. */
export function shownAgain(initialValues: FormValues, answers: Readonly<Record<string, unknown>>): FormValues {
  return { ...initialValues, ...answers }
}

/** An answer as a form posts it, for answersFromFormData to read back: a text per value (a list gives several), « true » or « false », nothing for none. */
export function postedTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String)
  if (typeof value === 'string' || typeof value === 'number') return [String(value)]
  return typeof value === 'boolean' ? [String(value)] : []
}

/**
 * A wizard step's answers: what the step shows (an unticked box or an empty list posts nothing and still
 * counts) and what the form carried from other steps; a step not reached yet is not answered at all.
 */
export function answersOfStep(
  answers: Readonly<Record<string, unknown>>,
  data: Pick<FormData, 'has'>,
  stepFields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answers).filter(([name]) => stepFields.includes(name) || data.has(name)))
}
