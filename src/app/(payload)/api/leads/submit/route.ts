/*
 * POST /api/leads/submit: the only way an anonymous visitor creates anything. A route of its own,
 * ahead of Payload's REST catch-all: the busiest request of the site needs no user, no i18n and no
 * Payload request object.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { parseEnv } from '@/config/env'
import { acceptSubmission, MAX_BODY_BYTES, refusals } from '@/leads/intake/acceptSubmission'
import { clientIp } from '@/http/clientIp'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'
import { submissionFailure } from '@/leads/intake/submissionFailure'

const { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_SECONDS } = parseEnv()

export async function POST(request: Request): Promise<Response> {
  const body = await readBodyWithin(request, MAX_BODY_BYTES)
  if (body === null) return Response.json({ message: refusals.tooLarge }, { status: 413 })
  try {
    const outcome = await acceptSubmission(
      await getPayload({ config }),
      { body, contentType: request.headers.get('content-type'), ip: clientIp(request.headers) },
      { max: LEAD_RATE_LIMIT, windowSeconds: LEAD_RATE_WINDOW_SECONDS },
    )
    return Response.json(outcome.body, { status: outcome.status })
  } catch (error) {
    // 503 only while the database is out of reach; any other fault is a logged 500.
    return submissionFailure(error)
  }
}
