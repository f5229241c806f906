import type { Endpoint } from 'payload'
import { parseEnv } from '@/config/env'
import { acceptSubmission, MAX_BODY_BYTES, refusals } from '@/leads/acceptSubmission'
import { clientIp } from '@/leads/clientIp'
import { readBodyWithin } from '@/leads/readBodyWithin'

const { LEAD_RATE_LIMIT, LEAD_RATE_WINDOW_SECONDS } = parseEnv()

/** POST /api/leads/submit: the only way an anonymous visitor creates anything. */
export const submitLead: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const body = await readBodyWithin(req, MAX_BODY_BYTES)
    if (body === null) return Response.json({ message: refusals.tooLarge }, { status: 413 })
    const outcome = await acceptSubmission(
      req.payload,
      { body, contentType: req.headers.get('content-type'), ip: clientIp(req.headers) },
      { max: LEAD_RATE_LIMIT, windowSeconds: LEAD_RATE_WINDOW_SECONDS },
    )
    return Response.json(outcome.body, { status: outcome.status })
  },
}
