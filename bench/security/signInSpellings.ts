/**
 * The sign-in throttle, tried as an attacker would: the same account's password guessed through every
 * spelling of the sign-in path that Payload answers, and the answer times of an unknown e-mail beside a
 * real one's.
 */
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import { localAdminCredentials } from '../session'
import { median } from '../stats'
import { runProbes } from './runProbes'

// Loopback addresses the bench server does not trust as a proxy: visitors of their own.
const SPELLER = '127.0.0.66'
const TIMER = '127.0.0.67'
const spellings = ['%6cogin', 'Login', 'LOGIN', '%4cogin', 'login', 'lOgIn', '%6Cogin', 'LoGiN']

const attempt = (path: string, email: string, password: string, localAddress: string) =>
  request(`${APP_URL}/api/users/${path}`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

async function spellingsRow(): Promise<Row> {
  const { email } = localAdminCredentials()
  const statuses: number[] = []
  for (const [index, path] of spellings.entries()) statuses.push((await attempt(path, email, `mauvais-${index}`, SPELLER)).status)
  const throttled = statuses.filter((status) => status === 429).length
  return {
    measure: 'security: sign-in path spellings (/%6cogin, /Login, /LOGIN…)',
    median: `${spellings.length} wrong passwords: ${throttled} × 429`,
    tail: statuses.join(' '),
    target: '5 × 401, then 429s',
    result: verdict(statuses.slice(0, 5).every((status) => status === 401) && statuses.slice(5).every((status) => status === 429)),
  }
}

async function timingRow(): Promise<Row> {
  const { email } = localAdminCredentials()
  const timed = async (who: string, index: number) => {
    const started = performance.now()
    await attempt('login', who, `mauvais-${index}`, `${TIMER}`)
    return performance.now() - started
  }
  const real: number[] = []
  const unknown: number[] = []
  // Two of each from this address: under its five free failures.
  for (let round = 0; round < 2; round++) {
    real.push(await timed(email, round))
    unknown.push(await timed(`personne.${Date.now()}.${round}@combles-nord.fr`, round))
  }
  const ratio = median(unknown) / median(real)
  return {
    measure: 'security: an unknown e-mail against a real one (answer time)',
    median: `${Math.round(median(unknown))} against ${Math.round(median(real))} ms`,
    tail: `ratio ${ratio.toFixed(2)}`,
    target: 'ratio ≥ 0.5',
    result: verdict(ratio >= 0.5),
  }
}

/** One row for the path's spellings, one for the answer times. */
export const signInRows = (log: (line: string) => void): Promise<Row[]> =>
  runProbes(
    [
      ['sign-in path spellings', spellingsRow],
      ['sign-in answer times', timingRow],
    ],
    log,
  )
