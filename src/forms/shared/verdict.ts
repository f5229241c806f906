import type { z } from 'zod/mini'

/** One problem the schema found, on the top-level field it names ('' when it names none). */
export type FieldIssue = { field: string; message: string }

/**
 * A form's answers judged: the schema's output when it accepts them, else its issues in the schema's order.
 * `pending` while the schema has not reached the browser: the issues are then the server's verdict on the
 * form's first values, for the fields the visitor has not changed since; nothing can be sent.
 */
export type Verdict<Output> = { success: true; data: Output } | { success: false; issues: readonly FieldIssue[]; pending?: true }

export function verdictOf<Output>(schema: z.ZodMiniType<Output>, values: unknown): Verdict<Output> {
  const result = schema.safeParse(values)
  if (result.success) return { success: true, data: result.data }
  return { success: false, issues: result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })) }
}

/** The issues of a verdict on a form's first values, as the server hands them to the browser. */
export const issuesOf = (verdict: Verdict<unknown>): readonly FieldIssue[] => (verdict.success ? [] : verdict.issues)
