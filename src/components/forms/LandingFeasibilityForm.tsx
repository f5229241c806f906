'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowRight } from 'lucide-react'
import { FormProvider, useForm } from 'react-hook-form'
import {
  type LandingFeasibilityAnswers,
  landingFeasibilitySchema,
  landingProjectTypes,
  landingPropertyTypes,
} from '@/forms/landing-faisabilite/schema'
import { atticHeights, roofStructures } from '@/forms/shared/options'
import { ChoiceCards } from './ChoiceCards'
import { TextField } from './TextField'
import { useHydrated } from './useHydrated'

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** The six questions of /landing/faisabilite; nothing is sent, the answers only unlock the result. */
export function LandingFeasibilityForm({ onDone }: { onDone: (answers: LandingFeasibilityAnswers) => void }) {
  const hydrated = useHydrated()
  const form = useForm({
    resolver: zodResolver(landingFeasibilitySchema),
    mode: 'onChange',
    defaultValues: { location: '', surface: '' },
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-ready={hydrated || undefined}
        onSubmit={form.handleSubmit(onDone)}
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
        <ChoiceCards name="roofType" legend="Type de charpente" options={asOptions(roofStructures)} />
        <ChoiceCards name="height" dense legend="Hauteur sous faîtage" columns={3} options={asOptions(atticHeights)} />
        <TextField name="surface" label="Surface au sol des combles (m²)" required inputMode="numeric" maxLength={20} placeholder="40" />
        <ChoiceCards name="projectType" legend="Pièce souhaitée" columns={3} options={asOptions(landingProjectTypes)} />
        <button
          type="submit"
          disabled={!form.formState.isValid}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 sm:w-auto"
        >
          Voir mon analyse <ArrowRight aria-hidden className="h-4 w-4" />
        </button>
        <p className="text-xs text-slate-500">
          Ces réponses servent uniquement à afficher votre analyse : elles ne sont ni envoyées ni conservées.
        </p>
      </form>
    </FormProvider>
  )
}
