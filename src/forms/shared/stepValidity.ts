import type { z } from 'zod/mini'
import { missingFields } from './missingFields'

/**
 * Whether one step of a wizard is valid: the form's whole schema is checked and only the issues of
 * the step's fields count, so a wizard and the server judge with the same rules.
 */
export const isStepValid = (schema: z.ZodMiniType, values: unknown, stepFields: readonly string[]): boolean =>
  missingFields(schema, values, stepFields).length === 0
