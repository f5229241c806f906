'use client'

import type { FormEvent, ReactNode } from 'react'
import type { FormStore } from '@/forms/shared/formStore'
import { focusFirstMissing } from '@/forms/shared/focusFirstMissing'
import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import type { LeadFailure } from '@/forms/shared/leadFailure'
import type { LeadExtras } from '@/forms/shared/useLeadSubmission'
import type { useWizard } from '@/forms/shared/useWizard'
import type { LeadPosting } from '@/forms/shared/useLeadPosting'
import { FORM_ORIGIN_FIELD } from '@/forms/shared/postedLead'
import { WIZARD_MOVE_FIELD, WIZARD_STEP_FIELD } from '@/forms/shared/postedStep'
import type { FormOrigin } from '@/rules/formOrigins'
import { CarriedAnswers } from './CarriedAnswers'
import { DraftCurtain, curtained } from './DraftCurtain'
import { failureMessages } from './FormAlert'
import { useHydrated } from '@/components/ui/useHydrated'
import { useFormFunnel } from '@/audience/client/useFormFunnel'
import { WizardFrame } from './WizardFrame'

/** `Answers` is what the schema outputs from the values typed so far. */
type Props<Answers> = {
  /** The form's origin, naming the draft this tab may hold. */
  origin: FormOrigin
  store: FormStore<Answers>
  wizard: ReturnType<typeof useWizard>
  lead: { send: (answers: Answers) => Promise<void>; sending: boolean; failure: LeadFailure | null; extras: LeadExtras }
  /** Each step's fields. */
  steps: readonly (readonly string[])[]
  /** The server's last answer to a posted step, and the action the form posts to without scripts. */
  posted: LeadPosting[0]
  post: LeadPosting[1]
  label: string
  headings: readonly string[]
  submitLabel: string
  scrollToTop?: boolean
  children: ReactNode
}

/**
 * A step-by-step lead form: Enter on a step moves on, on the last step it sends; the frame shows
 * progress, navigation and the send button with its failure alert. Without its scripts, the browser posts
 * each step to the server (postLead) with the other steps' answers in hidden fields, and its step's number.
 */
export function WizardForm<Answers>(props: Props<Answers>) {
  const { origin, store, wizard, lead, steps, posted, post, label, headings, submitLabel, scrollToTop, children } = props
  const hydrated = useHydrated()
  const started = useFormFunnel(origin, wizard.step)
  const stepFields = steps[wizard.step - 1] ?? []
  const carried = steps.flat().filter((name) => !stepFields.includes(name))
  // A send the server refused shows its words on the last step, as a refused sending from the browser does.
  const refusedSend = posted && posted.status !== 200 && wizard.last && Object.keys(posted.errors).length === 0 ? posted : null
  // Before the scripts, what is missing is the server's word on the step posted ('Il manque : …').
  const missing = hydrated ? wizard.missing : posted?.status === 400 && !wizard.last ? (posted.message ?? '') : ''

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget
    if (!wizard.last) {
      event.preventDefault()
      wizard.next(element)
      return
    }
    store.handleSubmit(lead.send, (missingFields) => focusFirstMissing(element, missingFields))(event)
  }

  return (
    <FormStoreContext value={store}>
      <DraftCurtain origin={origin} />
      <form
        action={post}
        noValidate
        data-ready={hydrated || undefined}
        onFocus={store.prepare}
        onPointerDown={store.prepare}
        onInput={started}
        onSubmit={onSubmit}
        aria-label={label}
        className={curtained}
      >
        <input type="hidden" name={FORM_ORIGIN_FIELD} value={origin} />
        <input type="hidden" name={WIZARD_STEP_FIELD} value={wizard.step} />
        <CarriedAnswers store={store} names={carried} />
        {/* Enter in a field, before the scripts: the browser presses the form's first button, which must go on, not back. */}
        {!hydrated && <button type="submit" name={WIZARD_MOVE_FIELD} value="next" tabIndex={-1} aria-hidden className="sr-only" />}
        <WizardFrame
          step={wizard.step}
          total={wizard.total}
          heading={headings[wizard.step - 1] ?? ''}
          canNext={wizard.canNext}
          missing={missing}
          onPrevious={wizard.previous}
          submitLabel={submitLabel}
          sending={lead.sending}
          failure={lead.failure ?? refusedSend}
          failureMessage={failureMessages.request}
          extras={lead.extras}
          scrollToTop={scrollToTop}
        >
          {children}
        </WizardFrame>
      </form>
    </FormStoreContext>
  )
}
