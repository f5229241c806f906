import type { z } from 'zod/mini'
import type { FormOrigin } from '@/rules/formOrigins'

/** The routes of one form. */
export type FormPages = {
  /** Where the visitor fills the form in. */
  form: string
  /** The page that presents the form and leads to it, when the form has a page of its own. */
  intro?: string
  /** Where the visitor lands once the lead is stored: the results worked out from the answers… */
  results?: string
  /** …or a thank-you page; neither when the result shows in place. */
  thanks?: string
}

/**
 * Everything about one lead form, kept in its folder (named after its origin) and read by the
 * browser, the server and the back office alike; so it imports no server code and no other form.
 */
export type LeadFormDefinition = {
  /** The lead's form_origin. */
  origin: FormOrigin
  /** The form's name in the back office and in the staff e-mail. */
  label: string
  /** Kept on each lead as proof of what the visitor was shown; raise it when the form's questions change. */
  version: string
  /** Checks the answers, in the browser and on the server. */
  schema: z.ZodMiniObject
  /** The dataLayer event pushed once the lead is stored. */
  successEvent: `${string}_form_success`
  /** The sessionStorage key under which the answers wait for the next page; none when nothing is kept. */
  savedAnswers?: `${string}-form-data`
  /** Each answer's label in the back office, in display order; the contact fields are shown apart. */
  answerLabels: Readonly<Record<string, string>>
  /** Coded answers in words: answer key → stored code → words. */
  answerWords: Readonly<Record<string, Readonly<Record<string, string>>>>
  pages: FormPages
}
