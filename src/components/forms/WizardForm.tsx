'use client'

import type { FormEvent, ReactNode } from 'react'
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form'
import type { LeadExtras } from '@/forms/shared/useLeadSubmission'
import type { useWizard } from '@/forms/shared/useWizard'
import { failureMessages } from './FormAlert'
import { useHydrated } from './useHydrated'
import { WizardFrame } from './WizardFrame'

/** `Answers` is what the schema outputs, the values typed so far are its input. */
type Props<Typed extends FieldValues, Answers extends FieldValues> = {
  form: UseFormReturn<Typed, unknown, Answers>
  wizard: ReturnType<typeof useWizard>
  lead: { send: (answers: Answers) => Promise<void>; sending: boolean; failed: boolean; extras: LeadExtras }
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
export function WizardForm<Typed extends FieldValues, Answers extends FieldValues>({
  form,
  wizard,
  lead,
  label,
  headings,
  submitLabel,
  scrollToTop,
  children,
}: Props<Typed, Answers>) {
  const hydrated = useHydrated()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!wizard.last) {
      event.preventDefault()
      wizard.next()
      return
    }
    void form.handleSubmit(lead.send)(event)
  }

  return (
    <FormProvider {...form}>
      <form noValidate data-ready={hydrated || undefined} onSubmit={onSubmit} aria-label={label}>
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
          failed={lead.failed}
          failureMessage={failureMessages.request}
          extras={lead.extras}
          scrollToTop={scrollToTop}
        >
          {children}
        </WizardFrame>
      </form>
    </FormProvider>
  )
}
