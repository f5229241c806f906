import type { z } from 'zod/mini'
import type { LeadFormDefinition } from '../leadForm'

/** A form's sessionStorage key, as its definition names it (contact, Phénix and the configurator keep nothing). */
export type SavedAnswerKey = NonNullable<LeadFormDefinition['savedAnswers']>

/** Saves a form's answers for its results page; a full or blocked storage must not break the flow. */
export function saveAnswers(key: SavedAnswerKey, answers: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(answers))
  } catch (error) {
    console.error('Réponses non enregistrées', error)
  }
}

export function clearAnswers(key: SavedAnswerKey): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/** Stored text back to answers: null when missing, not JSON, or not what the form produces. */
export function parseSavedAnswers<T extends z.ZodMiniType>(raw: string | null, schema: T): z.output<T> | null {
  if (!raw) return null
  try {
    const result = schema.safeParse(JSON.parse(raw))
    return result.success ? result.data : null
  } catch {
    return null
  }
}
