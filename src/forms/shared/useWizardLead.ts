'use client'

import type { z } from 'zod/mini'
import type { LeadForm } from '../leadForm'
import type { LeadPosting } from './useLeadPosting'
import { useFormStore } from './useFormStore'
import { useLeadSubmission } from './useLeadSubmission'
import { useWizard } from './useWizard'
import { useWizardDraft } from './useWizardDraft'

type WizardLeadForm<Answers> = Pick<LeadForm, 'origin' | 'successEvent' | 'savedAnswers' | 'initialValues'> & {
  loadSchema: () => Promise<z.ZodMiniType<Answers>>
  pages: { results: string }
}

/**
 * A step-by-step lead form's state: its answers judged by the form's schema, the step shown, the draft kept
 * in this tab until the lead is stored, and the sending, which then goes to the form's results page.
 * Posted without scripts, the server moved it: it starts from the server's step, answers and messages.
 * What it returns is what WizardForm draws.
 */
export function useWizardLead<Answers extends Record<string, unknown>>(
  form: WizardLeadForm<Answers>,
  steps: readonly (readonly string[])[],
  eventData: (answers: Answers) => Record<string, unknown>,
  [posted, post]: LeadPosting,
) {
  const store = useFormStore(form.loadSchema, posted?.values ?? form.initialValues, posted?.errors)
  const wizard = useWizard(store, steps, posted?.step ?? 1)
  const draft = useWizardDraft(store, wizard, { origin: form.origin, loadSchema: form.loadSchema, steps, posted: posted !== null })
  const lead = useLeadSubmission(store.setServerErrors, { form, eventData, next: form.pages.results, onStored: draft.clear })
  return { origin: form.origin, store, wizard, lead, steps, posted, post }
}
