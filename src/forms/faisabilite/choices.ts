import type { FeasibilityAnswers } from './schema'

/** The answers this form offers, as plain values: its page draws them before the schema arrives. */
export const feasibilityProjectTypes = ['Aménagement de combles', 'Extension de maison'] as const
export const feasibilityPropertyTypes = ['Maison individuelle', 'Maison mitoyenne'] as const
export const feasibilityRoofTypes = ['Toiture en pente', 'Toit plat'] as const
export const feasibilitySurfaces = ['10-20', '20-40', '40-60', '60+'] as const

export const feasibilitySteps = [
  ['projectType'],
  ['propertyType'],
  ['roofType', 'height', 'surface'],
  ['timeline', 'name', 'email', 'phone', 'postalCode'],
] as const satisfies readonly (readonly (keyof FeasibilityAnswers)[])[]
