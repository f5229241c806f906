/*
 * Payload's REST API. GraphQL is disabled and has no route. Reads are checked by guardRestRequest
 * before Payload runs them (bounded override bodies; bounded, well-formed queries on public content).
 */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRestRequest } from '@/api/guardRestRequest'

type Args = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const checked = await guardRestRequest(request, (await args.params).slug ?? [])
    return checked instanceof Response ? checked : handler(checked, args)
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
