import { z } from 'zod/mini'

// The few checks without a French message (the envelope's fields, lengths the inputs already cap)
// answer in zod's English, as they always have; zod/mini loads no locale by itself, and the browser,
// which never shows those messages, does not load this one.
z.config(z.locales.en())

/** One French message per field (the first), keyed by the field's path, for the form to show. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    errors[key] ??= issue.message
  }
  return errors
}
