'use client'

import type { FormEvent, ReactNode } from 'react'
import type { FormStore } from '@/forms/shared/formStore'
import { focusFirstMissing } from '@/forms/shared/focusFirstMissing'
import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import type { LeadFailure } from '@/forms/shared/leadFailure'
import type { LeadExtras } from '@/forms/shared/useLeadSubmission'
import type { useWizard } from '@/forms/shared/useWizard'
import type { FormOrigin } from '@/rules/formOrigins'
import { DraftCurtain, curtained } from './DraftCurtain'
import { failureMessages } from './FormAlert'
import { useHydrated } from '@/components/ui/useHydrated'
import { WizardFrame } from './WizardFrame'

/** `Answers` is what the schema outputs from the values typed so far. */
type Props<Answers> = {
  /** The form's origin, naming the draft this tab may hold. */
  origin: FormOrigin
  store: FormStore<Answers>
  wizard: ReturnType<typeof useWizard>
  lead: { send: (answers: Answers) => Promise<void>; sending: boolean; failure: LeadFailure | null; extras: LeadExtras }
  label: string
  headings: readonly string[]
  submitLabel: string
  scrollToTop?: boolean
  children: ReactNode
}

/**
 * A step-by-step lead form: Enter on a step moves on, on the last step it sends; the frame shows
 * progress, navigation and the send button with its failure alert.
 */
export function WizardForm<Answers>({ origin, store, wizard, lead, label, headings, submitLabel, scrollToTop, children }: Props<Answers>) {
  const hydrated = useHydrated()

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
        noValidate
        data-ready={hydrated || undefined}
        onFocus={store.prepare}
        onPointerDown={store.prepare}
        onSubmit={onSubmit}
        aria-label={label}
        className={curtained}
      >
        <WizardFrame
          step={wizard.step}
          total={wizard.total}
          heading={headings[wizard.step - 1] ?? ''}
          canNext={wizard.canNext}
          missing={wizard.missing}
          onPrevious={wizard.previous}
          onNext={wizard.next}
          submitLabel={submitLabel}
          sending={lead.sending}
          failure={lead.failure}
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
