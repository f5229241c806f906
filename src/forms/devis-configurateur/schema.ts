import { z } from 'zod'
import { choice, contactFields, optionalPostalCodeField } from '../shared/contactFields'

export const finishLevels = ['plancher', 'moyen', 'premium'] as const
export const SURFACE_MIN = 15
export const SURFACE_MAX = 100
export const SURFACE_DEFAULT = 30

/** /landing/budget: the quote configurator, which sends a `devis-configurateur` lead. */
export const quoteSchema = z.strictObject({
  surface: z.number().int().min(SURFACE_MIN).max(SURFACE_MAX).default(SURFACE_DEFAULT),
  finish: choice(finishLevels).default('moyen'),
  technicalConstraints: z.boolean().default(false),
  ...contactFields,
  postalCode: optionalPostalCodeField,
})
export type QuoteAnswers = z.infer<typeof quoteSchema>
