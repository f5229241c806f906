import { estimatePassword } from './passwordEstimator'
import { emailLocalPart, foldForJudging, passwordUserInputs, type PasswordAccount } from './passwordUserInputs'

const MIN_PASSWORD_LENGTH = 12

/**
 * The guesses (zxcvbn's estimate, as a power of ten) a staff password must resist: a random
 * 12-character password is 10^12; 10^11 leaves room for one small pattern and no more.
 */
const MIN_GUESSES_LOG10 = 11

/** What a staff member reads when a new password is refused. */
export const passwordMessages = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  tooGuessable:
    'Ce mot de passe est trop facile à deviner\u00a0: évitez les mots de passe courants, les années et les suites de touches\u00a0; une phrase de quatre mots sans rapport entre eux convient.',
  personal: 'Ce mot de passe reprend votre adresse e-mail, votre nom ou le nom de l’entreprise\u00a0: choisissez-en un autre.',
  invisible:
    'Ce mot de passe contient un caractère invisible ou un blanc autre que l’espace ordinaire (espace sans largeur ou insécable, caractère de contrôle…)\u00a0: retapez-le sans ce caractère.',
} as const

// Control, format (zero-width space, joiners, direction marks), line and paragraph separators,
// private-use, unassigned and lone surrogate code points, and the others Unicode says to ignore
// (the Hangul fillers among them); the braille blank, drawn as nothing; every space but the plain
// one (non-breaking, figure, ideographic…), which looks like it: none can be typed back with certainty.
const invisible = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|(?! )\p{Zs}/u

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The password without the account's words (longest first, wherever they stand): what is left is
 * what an attacker who knows the account still has to guess. zxcvbn reads a bounded prefix only
 * (passwordEstimator), so a long e-mail or name must not push the rest out of its sight.
 */
function withoutWords(password: string, words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .reduce((left, word) => left.replace(new RegExp(escapeRegExp(word), 'giu'), ''), password)
}

/**
 * Why a new staff password is refused, in French, or null when it is accepted: no invisible or
 * blank look-alike character, 12 characters at least, not the e-mail's local part anywhere in it,
 * and at least 10^11 guesses by zxcvbn's estimate once the account's words are taken out (its
 * e-mail and name, the company's words: passwordUserInputs). zxcvbn knows leaked passwords, French
 * words and names, keyboard walks, dates. Judged after NFKC, so that full-width look-alikes are the
 * words they mimic.
 */
export function passwordProblem(password: string, account: PasswordAccount = {}): string | null {
  if (invisible.test(password)) return passwordMessages.invisible
  const normalised = password.normalize('NFKC')
  if (Math.min([...password].length, [...normalised].length) < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort
  const localPart = emailLocalPart(account.email)
  if (localPart.length >= 3 && foldForJudging(normalised).includes(localPart)) return passwordMessages.personal
  const inputs = passwordUserInputs(account, account.companyName)
  const left = withoutWords(normalised, inputs)
  const estimate = estimatePassword(left, inputs)
  if (estimate.guessesLog10 >= MIN_GUESSES_LOG10) return null
  const personal =
    left !== normalised || estimate.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
  return personal ? passwordMessages.personal : passwordMessages.tooGuessable
}
