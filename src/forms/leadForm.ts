import type { z } from 'zod/mini'
import type { FormValues } from './shared/formStore'
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
 * Everything about one lead form but its schema, kept in its folder (definition.ts, named after its origin)
 * and read by the browser, the server and the back office alike; so it imports no server code, no other form
 * and no zod: a form's page loads it with the form, and the schema only once the visitor starts answering.
 */
export type LeadForm = {
  /** The lead's form_origin. */
  origin: FormOrigin
  /** The form's name in the back office and in the staff e-mail. */
  label: string
  /** Kept on each lead as proof of what the visitor was shown; raise it when the form's questions change. */
  version: string
  /** The answers a visitor starts from. */
  initialValues: FormValues
  /** Fetches the schema that checks the answers (the registry's `schema`, as a chunk of its own in the browser). */
  loadSchema: () => Promise<z.ZodMiniObject>
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

/** A lead form with its schema, which checks the answers on the server: the registry's entries. */
export type LeadFormDefinition = LeadForm & { schema: z.ZodMiniObject }
