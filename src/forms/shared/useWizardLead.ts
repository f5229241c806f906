'use client'

import type { z } from 'zod/mini'
import type { LeadFormDefinition } from '../leadForm'
import type { FormValues } from './formStore'
import { useFormStore } from './useFormStore'
import { useLeadSubmission } from './useLeadSubmission'
import { useWizard } from './useWizard'
import { useWizardDraft } from './useWizardDraft'

type WizardLeadForm<Answers> = Pick<LeadFormDefinition, 'origin' | 'successEvent' | 'savedAnswers'> & {
  schema: z.ZodMiniType<Answers>
  pages: { results: string }
}

/**
 * A step-by-step lead form's state: its answers judged by the form's schema, the step shown, the draft kept
 * in this tab until the lead is stored, and the sending, which then goes to the form's results page.
 * What it returns is what WizardForm draws.
 */
export function useWizardLead<Answers extends Record<string, unknown>>(
  form: WizardLeadForm<Answers>,
  steps: readonly (readonly string[])[],
  initialValues: FormValues,
  eventData: (answers: Answers) => Record<string, unknown>,
) {
  const store = useFormStore(form.schema, initialValues)
  const wizard = useWizard(store, steps)
  const draft = useWizardDraft(store, wizard, { origin: form.origin, schema: form.schema, steps })
  const lead = useLeadSubmission(store.setServerErrors, { form, eventData, next: form.pages.results, onStored: draft.clear })
  return { origin: form.origin, store, wizard, lead }
}
