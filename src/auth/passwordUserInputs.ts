/** The company's own words, which an attacker tries first on its staff: its name, trade and region. */
const companyWords = ['combles', 'comble', 'nord', 'combles-nord', 'combles nord', 'extension', 'extensions']

/**
 * The words a staff password must not lean on, given to zxcvbn as user inputs: the account's e-mail,
 * its local part and that part's pieces ("julie.martin" → "julie", "martin"), its name and each word
 * of it, the company's name and words. In lower case, without duplicates.
 */
export function passwordUserInputs(account: { email?: string | null; name?: string | null }, companyName?: string | null): string[] {
  const email = (account.email ?? '').trim().toLowerCase()
  const localPart = email.split('@', 1)[0] ?? ''
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)
  const name = (account.name ?? '').trim().toLowerCase()
  const company = (companyName ?? '').trim().toLowerCase()
  return [...new Set([email, localPart, ...words(localPart), name, ...words(name), company, ...words(company), ...companyWords])].filter(
    (input) => input.length >= 3,
  )
}
