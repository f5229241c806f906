'use client'

import type { ReactNode } from 'react'
import type { z } from 'zod/mini'
import type { LeadForm } from '@/forms/leadForm'
import { focusFirstMissing } from '@/forms/shared/focusFirstMissing'
import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { FORM_ORIGIN_FIELD } from '@/forms/shared/postedLead'
import { type LeadPosting, useLeadPosting } from '@/forms/shared/useLeadPosting'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFormFunnel } from '@/audience/client/useFormFunnel'
import { useLeadSubmission } from '@/forms/shared/useLeadSubmission'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { FormFooter } from './FormFooter'
import { SubmitButton } from './SubmitButton'

type Props<Answers> = {
  /** The form's definition: its schema judges the answers from its initial values, its origin names the lead. */
  form: Pick<LeadForm, 'origin' | 'successEvent' | 'savedAnswers' | 'initialValues'> & { loadSchema: () => Promise<z.ZodMiniType<Answers>> }
  eventData: (answers: Answers) => Record<string, unknown>
  /** The results or thank-you page, or what to do in place once the lead is stored. */
  next: string | ((answers: Answers) => void)
  label: string
  /** The space between the questions. */
  className: string
  failureMessage: string
  submitLabel: string
  submitClassName?: string
  /** The questions. */
  children: ReactNode
  /** The posting to the server when the page holds it (a tool whose start button and result are drawn by the server too). */
  posting?: LeadPosting
}

/**
 * A lead form on one page: its questions, then the footer every lead form closes with and the send button;
 * pressed with something missing, it brings the visitor to the first field missing. Nothing is kept in the
 * browser before it is sent. With its scripts, it sends the answers itself (POST /api/leads/submit); without
 * them, the browser posts the form to the server (postLead), which sends the visitor on, or draws the form
 * again with the answers and the server's messages.
 */
export function OnePageLeadForm<Answers extends Record<string, unknown>>({
  form,
  eventData,
  next,
  label,
  className,
  failureMessage,
  submitLabel,
  submitClassName,
  children,
  posting,
}: Props<Answers>) {
  const hydrated = useHydrated()
  // The action itself, never a copy bound per render: React matches a refused sending's answer to the form by it.
  const own = useLeadPosting()
  const [posted, post] = posting ?? own
  const store = useFormStore(form.loadSchema, posted?.values ?? form.initialValues, posted?.errors)
  const canSend = useFormSelector(store, (values) => values.canSend())
  const missing = useMissingSentence(store)
  const lead = useLeadSubmission(store.setServerErrors, { form, eventData, next })
  const started = useFormFunnel(form.origin)
  return (
    <FormStoreContext value={store}>
      <form
        action={post}
        noValidate
        data-ready={hydrated || undefined}
        onFocus={store.prepare}
        onPointerDown={store.prepare}
        onInput={started}
        onSubmit={(event) => {
          const element = event.currentTarget
          store.handleSubmit(lead.send, (missingFields) => focusFirstMissing(element, missingFields))(event)
        }}
        className={className}
        aria-label={label}
      >
        <input type="hidden" name={FORM_ORIGIN_FIELD} value={form.origin} />
        {children}
        <FormFooter extras={lead.extras} failure={lead.failure ?? (posted?.status === 201 ? null : posted)} failureMessage={failureMessage}>
          <SubmitButton
            label={submitLabel}
            sending={lead.sending}
            disabled={!canSend}
            missing={missing}
            className={submitClassName}
            postsWithoutScripts
          />
        </FormFooter>
      </form>
    </FormStoreContext>
  )
}
