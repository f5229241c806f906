import { APIError, headersWithCors, loginOperation, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { slugs } from '@collections/slugs'
import type { Credentials } from './readCredentials'

/**
 * Payload's own sign-in of a staff account, answered as its REST API answers it: the signed-in user,
 * the token and the session cookie. A refusal is thrown as Payload's error (a wrong password is its
 * AuthenticationError, 401), for Payload's REST handler to answer.
 */
export async function payloadSignIn(req: PayloadRequest, { email, password }: Credentials): Promise<Response> {
  const collection = req.payload.collections[slugs.users]
  const depth = Number(req.searchParams?.get('depth') ?? Number.NaN)
  const result = await loginOperation({
    collection,
    data: { email, password },
    depth: Number.isInteger(depth) ? depth : undefined,
    req,
  })
  const { auth } = collection.config
  if (!result.token) throw new APIError('Payload signed in without a token.', 500)
  const cookie = generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: req.payload.config.cookiePrefix, token: result.token })
  const body = auth.removeTokenFromResponses ? { ...result, token: undefined } : result
  return Response.json(
    { message: req.t('authentication:passed'), ...body },
    { headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
  )
}
