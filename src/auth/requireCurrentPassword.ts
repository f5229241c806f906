import type { CollectionBeforeChangeHook } from 'payload'
import { clientIp } from '@/http/clientIp'
import { fieldRefusal } from './fieldRefusal'
import { reserveSignIn } from './reserveSignIn'
import { settleSignIn } from './settleSignIn'
import { normaliseEmail } from './signInKeys'
import { verifyPassword } from './verifyPassword'

export const currentPasswordMessages = {
  missing: 'Saisissez votre mot de passe actuel pour en choisir un nouveau.',
  missingForEmail: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
  wrong: 'Le mot de passe actuel est incorrect.',
  throttled: (seconds: number) => `Trop d’essais\u00a0: réessayez dans ${seconds}\u00a0s.`,
} as const

/** Whether an update sets another e-mail than the stored one (the same one in another case is none). */
export const changesEmail = (sent: unknown, stored: unknown): boolean =>
  typeof sent === 'string' && typeof stored === 'string' && normaliseEmail(sent) !== normaliseEmail(stored)

/**
 * A user who changes their own password or e-mail gives the current password (the virtual
 * `currentPassword` field): a session left open or stolen is not enough to take the account over
 * (a new e-mail would receive the next password reset). Checked against the stored hash as Payload
 * checks a sign-in, and throttled like one (a wrong current password is a failed sign-in of this
 * account from this address). An admin changing another user's password or e-mail needs no such
 * proof.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const settingPassword = typeof data.password === 'string' && data.password !== ''
  const settingEmail = changesEmail(data.email, originalDoc.email)
  if (!settingPassword && !settingEmail) return data
  const user = req.user
  if (user?.collection !== collection.slug || String(user.id) !== String(originalDoc.id)) return data
  const refuse = (message: string): never => {
    throw fieldRefusal(collection.slug, { path: 'currentPassword', label: 'Mot de passe actuel' }, message)
  }
  const current: unknown = data.currentPassword
  if (typeof current !== 'string' || current === '')
    return refuse(settingPassword ? currentPasswordMessages.missing : currentPasswordMessages.missingForEmail)
  const stored = await req.payload.db.findOne<{ id: number | string; email?: unknown; hash?: unknown; salt?: unknown }>({
    collection: collection.slug,
    where: { id: { equals: originalDoc.id } },
    req,
  })
  const now = new Date()
  const email = normaliseEmail(typeof stored?.email === 'string' ? stored.email : '')
  const reserved = await reserveSignIn(req.payload, { email, address: clientIp(req.headers) }, now)
  if ('retryAfter' in reserved) return refuse(currentPasswordMessages.throttled(reserved.retryAfter))
  const right = stored !== null && (await verifyPassword(stored, current))
  // A right current password is no sign-in: the attempt is only taken back.
  await settleSignIn(req.payload, reserved.reservation, right ? 'unchecked' : 'failure', now)
  if (!right) return refuse(currentPasswordMessages.wrong)
  return data
}
