import type { CollectionBeforeOperationHook } from 'payload'
import { fieldRefusal } from './fieldRefusal'
import { passwordProblem } from './passwordProblem'

const settingPassword = new Set(['create', 'update', 'resetPassword'])

/**
 * Refuses a new password that passwordProblem refuses (too short, too common), with a French error
 * on the password field, whichever operation sets it: creation, update (the account view, an admin),
 * reset by e-mail token. Runs before the operation, the one hook that resetPassword gives the new
 * password to; Payload's own check asks for 3 characters only.
 */
export const refuseWeakPassword: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (!settingPassword.has(operation)) return args
  const data: unknown = 'data' in args ? args.data : undefined
  const password = typeof data === 'object' && data !== null && 'password' in data ? data.password : undefined
  // An empty password changes nothing in an update; Payload asks for one where it is required.
  if (typeof password !== 'string' || password === '') return args
  const problem = passwordProblem(password)
  if (problem) throw fieldRefusal(collection.slug, { path: 'password', label: 'Mot de passe' }, problem)
  return args
}
