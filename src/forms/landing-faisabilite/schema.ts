import { z } from 'zod/mini'
import { choice } from '../shared/contactFields'
import { atticHeights, orNotKnown, roofStructures } from '../shared/options'
import { SURFACE_MAX, SURFACE_MIN } from '../devis-configurateur/choices'
import { landingPropertyTypes, landingProjectTypes } from './choices'

const filled = z.string().check(z.trim(), z.minLength(1, 'Ce champ est obligatoire'), z.maxLength(120))

const surfaceMessage = `Indiquez la surface en m², un nombre entier de ${SURFACE_MIN} à ${SURFACE_MAX}.`

/** The attic's floor area, typed: whole square metres within the configurator's bounds (15 to 100). */
const surfaceField = z.string().check(
  z.trim(),
  z.minLength(1, 'Ce champ est obligatoire'),
  z.refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= SURFACE_MIN && Number(value) <= SURFACE_MAX, surfaceMessage),
)

/** /landing/faisabilite: six answers, all required; the result follows the main tool's rules and nothing is sent. */
export const landingFeasibilitySchema = z.strictObject({
  propertyType: choice(landingPropertyTypes),
  location: filled,
  roofType: choice(orNotKnown(roofStructures)),
  height: choice(orNotKnown(atticHeights)),
  surface: surfaceField,
  projectType: choice(landingProjectTypes),
})
export type LandingFeasibilityAnswers = z.infer<typeof landingFeasibilitySchema>
