import type { housingTypes, incomeBands, ownerTypes } from '@/forms/aides-eligibilite/schema'
import type { peeAnswers, savingsProjectTypes } from '@/forms/deblocage-epargne-salariale/schema'

/** Coded answers in words (forms-and-back-office.md §3); income bands as the form offers them (§5). */
export const incomeLabels: Record<(typeof incomeBands)[number], string> = {
  tres_modeste: 'Moins de 25 000 €/an',
  modeste: '25 000 - 35 000 €/an',
  intermediaire: '35 000 - 50 000 €/an',
  superieur: 'Plus de 50 000 €/an',
}

export const peeLabels: Record<(typeof peeAnswers)[number], string> = {
  oui: 'Oui',
  non: 'Non',
  'ne-sais-pas': 'Je ne sais pas',
}

export const dwellingAgeLabels: Record<1 | 5 | 20, string> = {
  1: 'Moins de 2 ans',
  5: '2 à 15 ans',
  20: 'Plus de 15 ans',
}

export const ownerTypeLabels: Record<(typeof ownerTypes)[number], string> = {
  occupant: 'Propriétaire occupant',
  bailleur: 'Propriétaire bailleur',
}

export const housingTypeLabels: Record<(typeof housingTypes)[number], string> = {
  maison: 'Maison',
  appartement: 'Appartement',
}

export const savingsProjectLabels: Record<(typeof savingsProjectTypes)[number], string> = {
  combles: 'Aménagement de combles',
  extension: 'Extension de maison',
  veranda: 'Véranda / pergola',
  fenetre: 'Fenêtres de toit',
}
