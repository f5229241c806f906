import type { z } from 'zod/mini'

/**
 * Whether one step of a wizard is valid: the form's whole schema is checked and only the issues of
 * the step's fields count, so a wizard and the server judge with the same rules.
 */
export function isStepValid(schema: z.ZodMiniType, values: unknown, stepFields: readonly string[]): boolean {
  const result = schema.safeParse(values)
  if (result.success) return true
  return !result.error.issues.some((issue) => stepFields.includes(String(issue.path[0])))
}
