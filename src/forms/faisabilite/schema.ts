import { z } from 'zod'
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
  location: z.string().trim().max(120).default(''),
  roofType: choice(feasibilityRoofTypes),
  height: z.union([z.literal(''), z.enum(atticHeights)]).default(''),
  surface: choice(feasibilitySurfaces),
  timeline: z.union([z.literal(''), z.enum(timelines)]).default(''),
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
