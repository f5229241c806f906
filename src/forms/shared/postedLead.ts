/** The field a lead form names itself in when the browser posts it (its origin). */
export const FORM_ORIGIN_FIELD = 'formOrigin'

import type { FormValues } from './formStore'

/** A lead form the browser sent itself and the server refused, or a wizard's step it moved: drawn again with all of this. */
export type PostedLead = {
  /** The endpoint's status (201 stored, its result drawn in place; 400 answers to correct, 429 too many sendings, 503 a pause…). */
  status: number
  /** The server's own words. */
  message: string | null
  /** Each refused field's message, named as in the answers. */
  errors: Readonly<Record<string, string>>
  /** The answers as posted, shown again in their fields. */
  values: FormValues
  /** Counts the refusals in a row. */
  attempt: number
  /** A wizard's step to draw (1-based), as the server moved it; null for a form on one page. */
  step: number | null
}
