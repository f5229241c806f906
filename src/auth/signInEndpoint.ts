import type { Endpoint } from 'payload'
import { clientIp } from '@/http/clientIp'
import { handleSignIn } from './handleSignIn'
import { payloadSignIn } from './payloadSignIn'

/**
 * POST /api/users/login, as Payload's REST router finds it: a custom endpoint of the users collection
 * comes before Payload's own, so every spelling of the path that Payload answers as a sign-in
 * (`/login`, `/LOGIN`, `/%6cogin`…) passes this one throttle (src/auth/handleSignIn.ts).
 */
export const signInEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: (req) =>
    handleSignIn(req as Request, {
      payload: req.payload,
      address: clientIp(req.headers),
      signIn: (credentials) => payloadSignIn(req, credentials),
    }),
}
