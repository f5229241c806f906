import { leadForms } from '@/forms/registry'
import { formOrigins } from '@/rules/formOrigins'

/** The forms a page can place: every lead form, and the feasibility quiz that sends nothing. */
const formChoices = [...formOrigins, 'landing-faisabilite'] as const
export type FormChoice = (typeof formChoices)[number]

/** The forms that draw their own heading and steps over the whole page: they fit no frame beside other content. */
const fullPageForms: readonly FormChoice[] = ['devis-configurateur', 'landing-faisabilite']

const optionOf = (value: FormChoice) => ({
  value,
  label: value === 'landing-faisabilite' ? 'Quiz de faisabilité (sans envoi)' : leadForms[value].label,
})

export const formChoiceOptions = formChoices.map(optionOf)

/** The forms that fit in a frame beside other content, such as the top of a landing page. */
export const framedFormChoiceOptions = formChoices.filter((value) => !fullPageForms.includes(value)).map(optionOf)
