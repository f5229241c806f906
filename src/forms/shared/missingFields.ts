import type { Verdict } from './verdict'

/**
 * The fields a verdict refuses, in the order of their first issue, each once; limited to `among` when
 * given (a wizard step's own fields). A form's store keeps one verdict per change, so the list, the
 * step's Next and the send button read the same parse.
 */
export function refusedFields(verdict: Verdict<unknown>, among?: readonly string[]): string[] {
  if (verdict.success) return []
  const names = verdict.issues.map((issue) => issue.field)
  return [...new Set(names)].filter((name) => name !== '' && (!among || among.includes(name)))
}

/**
 * 'Il manque : votre téléphone, votre code postal', from the fields' names; a field without a
 * wording reads 'une réponse' (once), so an unforeseen field is still told rather than hidden.
 */
export function missingSentence(names: readonly string[], wording: Readonly<Record<string, string>>): string {
  if (!names.length) return ''
  const parts = [...new Set(names.map((name) => (Object.hasOwn(wording, name) ? wording[name] : undefined) ?? 'une réponse'))]
  return `Il manque : ${parts.join(', ')}`
}
