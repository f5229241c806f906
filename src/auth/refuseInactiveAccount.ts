import { AuthenticationError, type CollectionBeforeLoginHook } from 'payload'

/**
 * A switched-off account (« Actif » unticked) cannot sign in, whatever the path (the hook runs inside
 * Payload's login operation). The refusal is a wrong password's (same error, same French message): it
 * tells a stranger nothing about the account. The session Payload just added is revoked by the operation.
 */
export const refuseInactiveAccount: CollectionBeforeLoginHook = ({ req, user }) => {
  if ((user as { active?: unknown }).active === false) throw new AuthenticationError(req.t)
  return user
}
