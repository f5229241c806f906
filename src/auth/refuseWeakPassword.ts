import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { fieldRefusal } from './fieldRefusal'
import { passwordProblem } from './passwordProblem'

const settingPassword = new Set(['create', 'update', 'resetPassword'])

type Stored = { id: number | string; email?: unknown; name?: unknown }
const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** The account a password is set for: the data sent, else the stored user (by id, or by reset token). */
async function accountOf(req: PayloadRequest, collection: CollectionSlug, args: object, data: Record<string, unknown>) {
  const id: unknown = 'id' in args ? args.id : undefined
  const where: Where | null =
    typeof id === 'string' || typeof id === 'number'
      ? { id: { equals: id } }
      : typeof data.token === 'string'
        ? { resetPasswordToken: { equals: data.token } }
        : null
  const stored = where ? await req.payload.db.findOne<Stored>({ collection, where, req }) : null
  return { email: text(data.email) ?? text(stored?.email), name: text(data.name) ?? text(stored?.name) }
}

async function companyName(req: PayloadRequest): Promise<string | null> {
  const settings = await req.payload
    .findGlobal({ slug: slugs.siteSettings, depth: 0, req, select: { companyName: true } })
    .catch(() => null)
  return settings?.companyName ?? null
}

/**
 * Refuses a new password that passwordProblem refuses (invisible character, too short, too easy
 * to guess, or leaning on the account's e-mail or name or the company's words), with a French error
 * on the password field, whichever operation sets it: creation, update (the account view, an admin),
 * reset by e-mail token. Runs before the operation, the one hook that resetPassword gives the new
 * password to; Payload's own check asks for 3 characters only.
 */
export const refuseWeakPassword: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (!settingPassword.has(operation)) return args
  const sent: unknown = 'data' in args ? args.data : undefined
  const data = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {}
  const password = data.password
  // An empty password changes nothing in an update; Payload asks for one where it is required.
  if (typeof password !== 'string' || password === '') return args
  const account = await accountOf(req, collection.slug, args, data)
  const problem = passwordProblem(password, { ...account, companyName: await companyName(req) })
  if (problem) throw fieldRefusal(collection.slug, { path: 'password', label: 'Mot de passe' }, problem)
  return args
}
