'use client'

import { ArrowRight } from '@/components/icons/ArrowRight'
import { focusFirstMissing } from '@/forms/shared/focusFirstMissing'
import { FormStoreContext } from '@/forms/shared/FormStoreContext'
import { useFormSelector } from '@/forms/shared/useFormSelector'
import { useFormStore } from '@/forms/shared/useFormStore'
import { landingFeasibilityForm } from './definition'
import { landingProjectTypes, landingPropertyTypes } from './choices'
import type { LandingFeasibilityAnswers } from './schema'
import { asOptions, atticHeightOptions, roofStructureOptions } from '@/forms/shared/options'
import { useMissingSentence } from '@/forms/shared/useMissingSentence'
import { ChoiceCards } from '@/forms/ui/ChoiceCards'
import { SubmitButton } from '@/forms/ui/SubmitButton'
import { TextField } from '@/forms/ui/TextField'
import { useHydrated } from '@/components/ui/useHydrated'

/** The six questions of /landing/faisabilite; nothing is sent, the answers only unlock the result. */
export function LandingFeasibilityForm({ onDone }: { onDone: (answers: LandingFeasibilityAnswers) => void }) {
  const hydrated = useHydrated()
  const store = useFormStore(landingFeasibilityForm.loadSchema, landingFeasibilityForm.initialValues)
  const canSend = useFormSelector(store, (form) => form.canSend())
  const missing = useMissingSentence(store)
  return (
    <FormStoreContext value={store}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onFocus={store.prepare}
        onPointerDown={store.prepare}
        onSubmit={(event) => {
          const element = event.currentTarget
          store.handleSubmit(onDone, (missingFields) => focusFirstMissing(element, missingFields))(event)
        }}
        className="space-y-8"
        aria-label="Analyse de faisabilité de vos combles"
      >
        <ChoiceCards name="propertyType" legend="Type de logement" columns={3} options={asOptions(landingPropertyTypes)} />
        <TextField
          name="location"
          label="Ville ou code postal"
          required
          autoComplete="address-level2"
          maxLength={120}
          placeholder="Lille ou 59000"
        />
        <ChoiceCards name="roofType" legend="Type de charpente" columns={3} options={roofStructureOptions} />
        <ChoiceCards name="height" dense legend="Hauteur sous faîtage" columns={3} options={atticHeightOptions} />
        <TextField name="surface" label="Surface au sol des combles (m²)" required inputMode="numeric" maxLength={20} placeholder="40" />
        <ChoiceCards name="projectType" legend="Pièce souhaitée" columns={3} options={asOptions(landingProjectTypes)} />
        <SubmitButton
          label="Voir mon analyse"
          sending={false}
          disabled={!canSend}
          missing={missing}
          icon={<ArrowRight aria-hidden className="h-4 w-4" />}
          className="w-full sm:w-auto"
          wrapperClassName="sm:items-start"
        />
        <p className="text-xs text-slate-500">
          Ces réponses servent uniquement à afficher votre analyse : elles ne sont ni envoyées ni conservées.
        </p>
      </form>
    </FormStoreContext>
  )
}
