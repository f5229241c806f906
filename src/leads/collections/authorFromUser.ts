import type { FieldHook } from 'payload'

/** The author of a note or an activity is whoever wrote it, never what the request claims. */
export const authorFromUser: FieldHook = ({ operation, req, value }) =>
  operation === 'create' && req.user?.collection === 'users' ? req.user.id : value
