import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The secret that signs sessions. Deployments set PAYLOAD_SECRET; a local machine gets one generated
 * once and kept in the git-ignored data folder, so sessions survive restarts and no secret is committed.
 */
export function resolvePayloadSecret(fromEnv: string | undefined, dataDir = '.data'): string {
  if (fromEnv) return fromEnv
  const file = path.resolve(dataDir, 'payload-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
