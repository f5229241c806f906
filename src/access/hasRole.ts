import type { Access, FieldAccess } from 'payload'
import { type Role, userHasRole } from './roles'

/** Collection access granted to signed-in staff with one of the roles. */
export const hasRole =
  (...allowed: Role[]): Access =>
  ({ req }) =>
    userHasRole(req.user, ...allowed)

/** Field access granted to signed-in staff with one of the roles. */
export const fieldHasRole =
  (...allowed: Role[]): FieldAccess =>
  ({ req }) =>
    userHasRole(req.user, ...allowed)
