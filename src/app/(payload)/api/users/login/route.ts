/*
 * POST /api/users/login: staff sign-in, a route of its own ahead of Payload's REST catch-all. It
 * throttles attempts per address and per account (src/auth/handleSignIn.ts), then hands each
 * attempt let through to Payload's own sign-in.
 */
import config from '@payload-config'
import { REST_OPTIONS, REST_POST } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { slugs } from '@collections/slugs'
import { handleSignIn } from '@/auth/handleSignIn'
import { clientIp } from '@/http/clientIp'

const payloadPost = REST_POST(config)
const payloadOptions = REST_OPTIONS(config)
const params = { params: Promise.resolve({ slug: [slugs.users, 'login'] }) }

export async function POST(request: Request): Promise<Response> {
  return handleSignIn(request, {
    payload: await getPayload({ config }),
    address: clientIp(request.headers),
    signIn: (forwarded) => payloadPost(forwarded, params),
  })
}

// Preflight requests get Payload's CORS answer, as on every other API path.
export async function OPTIONS(request: Request): Promise<Response> {
  return payloadOptions(request, params)
}
