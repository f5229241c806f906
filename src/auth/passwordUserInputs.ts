/** The company's own words, which an attacker tries first on its staff: its name, trade and region. */
const companyWords = ['combles', 'comble', 'nord', 'combles-nord', 'combles nord', 'extension', 'extensions']

/** What a password is judged against: the account it is set for, and the company's name. */
export type PasswordAccount = { email?: string | null; name?: string | null; companyName?: string | null }

/**
 * Text as a password is judged: NFKC (a full-width « Ｐａｓｓ » or a ligature is the word it mimics) and
 * lower case.
 */
export const foldForJudging = (text: string) => text.normalize('NFKC').toLowerCase()

/** The e-mail's local part, folded ("Jean.Dupont@…" → "jean.dupont"). */
export const emailLocalPart = (email: string | null | undefined) => foldForJudging((email ?? '').trim()).split('@', 1)[0] ?? ''

/**
 * The words a staff password must not lean on, given to zxcvbn as user inputs: the account's e-mail,
 * its local part and that part's pieces ("julie.martin" → "julie", "martin"), its name and each word
 * of it, the company's name and words. Folded (foldForJudging), without duplicates.
 */
export function passwordUserInputs(account: { email?: string | null; name?: string | null }, companyName?: string | null): string[] {
  const email = foldForJudging((account.email ?? '').trim())
  const localPart = emailLocalPart(email)
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)
  const name = foldForJudging((account.name ?? '').trim())
  const company = foldForJudging((companyName ?? '').trim())
  return [...new Set([email, localPart, ...words(localPart), name, ...words(name), company, ...words(company), ...companyWords])].filter(
    (input) => input.length >= 3,
  )
}
