import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr'

/**
 * The estimate runs on this many characters at most: zxcvbn's matching grows faster than the length
 * (a second for 48 characters on a busy server), and a prefix that resists is enough.
 */
const ESTIMATED_LENGTH = 32

let estimator: ZxcvbnFactory | null = null

/**
 * zxcvbn's estimate of the guesses a password takes, against leaked passwords, French and English
 * words, names and places, keyboard walks (AZERTY and QWERTY), dates, repeats and the words of
 * `userInputs`. Server-side only: its dictionaries weigh megabytes (eslint keeps it out of the
 * browser's folders). Built on first use.
 */
export function estimatePassword(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
  })
  return estimator.check([...password].slice(0, ESTIMATED_LENGTH).join(''), userInputs)
}
