import type { z } from 'zod/mini'
import { refusedFields } from '@/forms/shared/missingFields'
import { verdictOf } from '@/forms/shared/verdict'

/** The fields a form's schema refuses in `values` (a step's own when `among` is given), as the form's store finds them. */
export const missingFields = (schema: z.ZodMiniType, values: unknown, among?: readonly string[]): string[] =>
  refusedFields(verdictOf(schema, values), among)

/** Whether a wizard step may move on: the whole schema judged, only the step's fields counted, as useWizard does. */
export const isStepValid = (schema: z.ZodMiniType, values: unknown, stepFields: readonly string[]): boolean =>
  missingFields(schema, values, stepFields).length === 0
