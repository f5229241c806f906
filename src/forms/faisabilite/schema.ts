import { z } from 'zod/mini'
import { choice, contactFields, postalCodeField } from '../shared/contactFields'
import { atticHeights, timelines } from '../shared/options'
import { feasibilityProjectTypes, feasibilityPropertyTypes, feasibilityRoofTypes, feasibilitySurfaces } from './choices'

/** /faisabilite: the 4-step wizard (project, property, roof/height/surface, contact). */
export const feasibilitySchema = z.strictObject({
  projectType: choice(feasibilityProjectTypes),
  propertyType: choice(feasibilityPropertyTypes),
  location: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  roofType: choice(feasibilityRoofTypes),
  height: z._default(z.union([z.literal(''), z.enum(atticHeights)]), ''),
  surface: choice(feasibilitySurfaces),
  timeline: z._default(z.union([z.literal(''), z.enum(timelines)]), ''),
  ...contactFields,
  postalCode: postalCodeField,
})
export type FeasibilityAnswers = z.infer<typeof feasibilitySchema>
