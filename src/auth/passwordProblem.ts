import { commonPasswords } from './commonPasswords'

export const MIN_PASSWORD_LENGTH = 12

/** What a staff member reads when a new password is refused. */
export const passwordMessages = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  tooCommon: 'Ce mot de passe est trop courant\u00a0: choisissez-en un autre.',
} as const

// Substitutions people make to dress up a word ("p@ssw0rd"); read back before the list is checked.
const leet: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '€': 'e', $: 's', '5': 's', '7': 't' }

// Letters and digits in keyboard or counting order, both ways: any run of three or more is a walk.
const walks = ['abcdefghijklmnopqrstuvwxyz', 'azertyuiopqsdfghjklmwxcvbn', 'qwertyuiopasdfghjklzxcvbnm', '0123456789'.repeat(3)].flatMap(
  (walk) => [walk, [...walk].reverse().join('')],
)

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '')

/** The shortest string that `text` repeats two times or more ("azertyazerty" → "azerty"), if any. */
function repeatedUnit(text: string): string | null {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size)
  }
  return null
}

function isCommon(password: string): boolean {
  const compact = withoutAccents(password.toLowerCase()).replace(/[\s._-]+/g, '')
  if (new Set(compact).size < 4) return true
  // The password, its letters without the digits and symbols around them ("Motdepasse2024!"), the
  // word it repeats, and each of those with its substitutions read back.
  const stem = compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  const unit = repeatedUnit(compact)
  const candidates = [compact, stem, ...(unit ? [unit] : [])].filter((candidate) => candidate.length > 0)
  const readBack = candidates.map((candidate) => [...candidate].map((char) => leet[char] ?? char).join(''))
  return [...candidates, ...readBack].some(
    (candidate) => commonPasswords.has(candidate) || (candidate.length >= 3 && walks.some((walk) => walk.includes(candidate))),
  )
}

/**
 * Why a new staff password is refused, in French, or null when it is accepted: 12 characters at
 * least, and none of the passwords that attackers try first (see commonPasswords), in any case.
 */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort
  return isCommon(password) ? passwordMessages.tooCommon : null
}
