import { z } from 'zod/mini'
import { choice, contactFields, optionalPostalCodeField } from '../shared/contactFields'
import { finishLevels, SURFACE_MIN, SURFACE_MAX, SURFACE_DEFAULT } from './choices'

/** /landing/budget: the quote configurator, which sends a `devis-configurateur` lead. */
export const quoteSchema = z.strictObject({
  surface: z._default(z.number().check(z.int(), z.gte(SURFACE_MIN), z.lte(SURFACE_MAX)), SURFACE_DEFAULT),
  finish: z._default(choice(finishLevels), 'moyen'),
  technicalConstraints: z._default(z.boolean(), false),
  ...contactFields,
  postalCode: optionalPostalCodeField,
})
export type QuoteAnswers = z.infer<typeof quoteSchema>
