import { siteUrl } from '@/config/siteUrl'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'

export type Credentials = { email: string; password: string }

export const LOCAL_ADMIN_EMAIL = 'admin@combles-nord.local'

/** Where the generated credentials of a local database's admin are kept (git-ignored). */
export function localAdminFile(databaseUrl: string, dataDir = '.data'): string {
  const database = new URL(databaseUrl).pathname.replace(/^\//, '') || 'default'
  return path.resolve(dataDir, `admin-${database}.json`)
}

export function readLocalAdmin(file: string): Credentials | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Credentials
  } catch {
    return null
  }
}

type Options = { databaseUrl: string; adminEmail?: string; adminPassword?: string; allowLocalAdmin: boolean }

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when given; on a local machine otherwise, a generated
 * one. A deployment never gets a default user. The generated password is printed once, when it is
 * created: logs are kept and shared, so later starts only say where the credentials are kept.
 */
export async function ensureFirstAdmin(payload: Payload, options: Options): Promise<void> {
  const { totalDocs } = await payload.count({ collection: slugs.users, overrideAccess: true })
  const file = localAdminFile(options.databaseUrl)
  const shownFile = path.relative(process.cwd(), file)
  if (totalDocs > 0) {
    const local = options.allowLocalAdmin ? readLocalAdmin(file) : null
    if (local) payload.logger.info(`Admin local\u00a0: ${local.email}, mot de passe dans ${shownFile} (${siteUrl()}/admin)`)
    return
  }
  let credentials: Credentials
  if (options.adminEmail && options.adminPassword) {
    credentials = { email: options.adminEmail, password: options.adminPassword }
  } else if (options.allowLocalAdmin) {
    credentials = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(15).toString('base64url') }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 })
    payload.logger.info(
      `Admin local créé\u00a0: ${credentials.email} / ${credentials.password} (${siteUrl()}/admin), gardé dans ${shownFile}\u00a0; ce mot de passe ne sera plus affiché`,
    )
  } else {
    payload.logger.warn('No user exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.')
    return
  }
  await payload.create({
    collection: slugs.users,
    overrideAccess: true,
    data: { email: credentials.email, password: credentials.password, role: 'admin', name: 'Administrateur' },
  })
}
