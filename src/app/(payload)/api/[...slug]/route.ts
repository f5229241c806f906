/*
 * Payload's REST API. GraphQL is disabled and has no route. Requests are checked by guardRestRequest
 * before Payload runs them (ids and file names that can exist; bounded override bodies; bounded,
 * well-formed queries on what anonymous visitors may read).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { foreignOriginRefusal } from '@/api/foreignOriginRefusal'
import { guardRestRequest } from '@/api/guardRestRequest'
import { parseEnv } from '@/config/env'
import { getPayloadClient } from '@/lib/payload'

type Args = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

const { SERVER_URL, CSRF_ORIGINS } = parseEnv()
const allowedOrigins = [new URL(SERVER_URL).origin, ...CSRF_ORIGINS]
const warn = (line: string) => console.warn(line)

/** Changes signed in from another origin are refused with a message naming SERVER_URL (src/api/foreignOriginRefusal.ts). */
const sameOrigin =
  (handler: Handler): Handler =>
  async (request, args) =>
    foreignOriginRefusal(request, allowedOrigins, warn) ?? handler(request, args)

const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const checked = await guardRestRequest(request, (await args.params).slug ?? [], await getPayloadClient())
    return checked instanceof Response ? checked : handler(checked, args)
  }

export const GET = guarded(REST_GET(config))
export const POST = sameOrigin(guarded(REST_POST(config)))
export const DELETE = sameOrigin(guarded(REST_DELETE(config)))
export const PATCH = sameOrigin(guarded(REST_PATCH(config)))
export const PUT = sameOrigin(guarded(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
