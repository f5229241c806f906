import { estimatePassword } from './passwordEstimator'

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
    'Ce mot de passe contient un caractère invisible (espace sans largeur, caractère de contrôle…)\u00a0: retapez-le sans ce caractère.',
} as const

// Control, format (zero-width space, joiners, direction marks), line and paragraph separators,
// private-use, unassigned and lone surrogate code points, and the others Unicode says to ignore:
// none can be seen, so none can be typed back with certainty.
const invisible = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u

/**
 * Why a new staff password is refused, in French, or null when it is accepted: no invisible
 * character, 12 characters at least, and at least 10^11 guesses by zxcvbn's estimate, which knows
 * leaked passwords, French words and names, keyboard walks, dates and `userInputs` (the account's
 * e-mail and name, the company's words: passwordUserInputs).
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (invisible.test(password)) return passwordMessages.invisible
  if ([...password].length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort
  const estimate = estimatePassword(password, userInputs)
  if (estimate.guessesLog10 >= MIN_GUESSES_LOG10) return null
  const personal = estimate.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')
  return personal ? passwordMessages.personal : passwordMessages.tooGuessable
}
