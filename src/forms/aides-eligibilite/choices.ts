import type { AidEligibilityAnswers } from './schema'

/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const ownerTypes = ['occupant', 'bailleur'] as const
export const incomeBands = ['tres_modeste', 'modeste', 'intermediaire', 'superieur'] as const
export const housingTypes = ['maison', 'appartement'] as const

/** Dwelling age bands, coded by years: under 2 = 1, 2 to 15 = 5, over 15 = 20. */
export const dwellingAges = [1, 5, 20] as const

export const aidEligibilitySteps = [
  ['typeProprietaire'],
  ['logementPrincipal', 'typeLogement'],
  ['ancienneteLogement'],
  ['revenus'],
  ['name', 'email', 'phone', 'postalCode'],
] as const satisfies readonly (readonly (keyof AidEligibilityAnswers)[])[]
