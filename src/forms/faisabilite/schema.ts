import { z } from 'zod/mini'
import { choice, contactFields, postalCodeField } from '../shared/contactFields'
import { atticHeights, timelines } from '../shared/options'

export const feasibilityProjectTypes = ['Aménagement de combles', 'Extension de maison'] as const
export const feasibilityPropertyTypes = ['Maison individuelle', 'Maison mitoyenne'] as const
export const feasibilityRoofTypes = ['Toiture en pente', 'Toit plat'] as const
export const feasibilitySurfaces = ['10-20', '20-40', '40-60', '60+'] as const

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

export const feasibilitySteps = [
  ['projectType'],
  ['propertyType', 'location'],
  ['roofType', 'height', 'surface'],
  ['timeline', 'name', 'email', 'phone', 'postalCode'],
] as const satisfies readonly (readonly (keyof FeasibilityAnswers)[])[]
