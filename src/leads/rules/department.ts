/**
 * French départements as the assignment rule uses them: a salesperson covers a list of codes (01 to 95,
 * 2A and 2B for Corsica), and a lead belongs to the département of its postal code.
 */
const departmentPattern = /^(0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5])$/

/** Whether a code is a metropolitan département: two digits from 01 to 95 (20 is 2A or 2B), or 2A / 2B. */
export const isDepartmentCode = (value: unknown): value is string => typeof value === 'string' && departmentPattern.test(value)

/** A code as typed (" 2a ", "59") in its stored form ("2A", "59"). */
const normaliseDepartment = (value: string): string => value.trim().toUpperCase()

/** A salesperson's list as stored: normalised, without repeats, in order. */
export function normaliseDepartments(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map(normaliseDepartment).filter(Boolean))].sort()
}

/**
 * The département of a French postal code: its first two digits; in Corsica (20xxx) 2A below 20200,
 * 2B from there; overseas (97xxx, 98xxx) the first three digits, which no salesperson's list holds.
 * Anything that is not five digits has none.
 */
export function departmentOf(postalCode: string | null | undefined): string | null {
  const digits = (postalCode ?? '').replace(/\s/g, '')
  if (!/^\d{5}$/.test(digits) || digits.startsWith('00')) return null
  if (digits.startsWith('20')) return Number(digits) < 20200 ? '2A' : '2B'
  if (digits.startsWith('97') || digits.startsWith('98')) return digits.slice(0, 3)
  return digits.slice(0, 2)
}

/** The server's check of a salesperson's list: every code a département, at most all of them. */
export function departmentsProblem(values: unknown): string | null {
  if (values === null || values === undefined) return null
  if (!Array.isArray(values)) return 'Indiquez une liste de départements.'
  const wrong = values.filter((value) => !isDepartmentCode(typeof value === 'string' ? normaliseDepartment(value) : value))
  if (wrong.length)
    return `Département inconnu\u00a0: ${wrong.map(String).join(', ')}. Indiquez deux chiffres (59, 62, 80…) ou 2A, 2B pour la Corse.`
  return null
}
