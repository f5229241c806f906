import { leadForms } from '@/forms/registry'
import { formOrigins } from '@/rules/formOrigins'

/** The forms a page can place: every lead form, and the feasibility quiz that sends nothing. */
export const formChoices = [...formOrigins, 'landing-faisabilite'] as const
export type FormChoice = (typeof formChoices)[number]

export const formChoiceOptions = formChoices.map((value) => ({
  value,
  label: value === 'landing-faisabilite' ? 'Quiz de faisabilité (sans envoi)' : leadForms[value].label,
}))
