/*
 * POST /api/leads/submit: the only way an anonymous visitor creates anything. A route of its own,
 * ahead of Payload's REST catch-all: the busiest request of the site needs no user, no i18n and no
 * Payload request object. A form the browser posts itself (no scripts) is stored by the same function
 * (src/forms/postLead.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { MAX_BODY_BYTES } from '@/leads/intake/acceptSubmission'
import { answerSubmission } from '@/leads/intake/answerSubmission'
import { declinesMeasurement } from '@/audience/rules/audienceEvents'
import { clientIp } from '@/http/clientIp'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'

export async function POST(request: Request): Promise<Response> {
  const answer = await answerSubmission(() => getPayload({ config }), {
    body: await readBodyWithin(request, MAX_BODY_BYTES),
    contentType: request.headers.get('content-type'),
    ip: clientIp(request.headers),
    measured: !declinesMeasurement(request.headers),
  })
  return Response.json(answer.body, { status: answer.status, headers: 'headers' in answer ? answer.headers : undefined })
}
