import { z } from 'zod/mini'
import { choice } from '../shared/contactFields'
import { atticHeights, roofStructures } from '../shared/options'

export const landingPropertyTypes = ['Maison individuelle', 'Maison mitoyenne', 'Appartement'] as const
export const landingProjectTypes = ['Chambre(s)', 'Bureau', 'Salle de bain', 'Salon/séjour', 'Espace de jeu', 'Suite parentale'] as const

const filled = z.string().check(z.trim(), z.minLength(1, 'Ce champ est obligatoire'), z.maxLength(120))

/** /landing/faisabilite: six answers, all required; the result is fixed and nothing is sent. */
export const landingFeasibilitySchema = z.strictObject({
  propertyType: choice(landingPropertyTypes),
  location: filled,
  roofType: choice(roofStructures),
  height: choice(atticHeights),
  surface: filled,
  projectType: choice(landingProjectTypes),
})
export type LandingFeasibilityAnswers = z.infer<typeof landingFeasibilitySchema>
