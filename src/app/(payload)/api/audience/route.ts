/*
 * POST /api/audience: one event of a page of the site (a view, a form shown, started, a step reached, a refusal), counted
 * without cookie, identifier or address (src/audience, docs/analytics.md). Always 204, whatever is sent: a page never
 * waits on it, and nothing tells a script what was counted. Not counted: a browser that declines measurement (Sec-GPC,
 * DNT), more than 120 events a minute from one address, a body that is not one small event of the site's pages.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { declinesMeasurement } from '@/audience/rules/audienceEvents'
import { countAudienceEvent } from '@/audience/server/countAudience'
import { createEventAllowance } from '@/audience/server/eventAllowance'
import { clientIp } from '@/http/clientIp'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'

/** An event is a few fields: anything larger is refused unread. */
const MAX_EVENT_BYTES = 1024

const allowed = createEventAllowance({ max: 120, windowMs: 60_000 })

const nothing = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: Request): Promise<Response> {
  if (declinesMeasurement(request.headers) || !allowed(clientIp(request.headers))) return nothing()
  const body = await readBodyWithin(request, MAX_EVENT_BYTES)
  try {
    await countAudienceEvent(await getPayload({ config }), JSON.parse(body ?? 'null'))
  } catch {
    // Unreadable: not counted.
  }
  return nothing()
}
