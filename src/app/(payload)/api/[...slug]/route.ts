/*
 * Payload's REST API. GraphQL is disabled and has no route. Requests are checked by guardRestRequest
 * before Payload runs them (ids and file names that can exist; bounded override bodies; bounded,
 * well-formed queries on what anonymous visitors may read).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRestRequest } from '@/api/guardRestRequest'
import { getPayloadClient } from '@/lib/payload'

type Args = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const checked = await guardRestRequest(request, (await args.params).slug ?? [], await getPayloadClient())
    return checked instanceof Response ? checked : handler(checked, args)
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
