import { z } from 'zod/mini'
import { formOrigins } from '@/rules/formOrigins'

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '')

/** What the browser posts to /api/leads/submit: the form's answers plus where and when it was sent. */
export const submissionSchema = z.strictObject({
  formOrigin: z.enum(formOrigins),
  answers: z.record(z.string(), z.unknown()),
  source: z._default(
    z.strictObject({
      page: text(500),
      referrer: text(500),
      utmSource: text(200),
      utmMedium: text(200),
      utmCampaign: text(200),
      utmTerm: text(200),
      utmContent: text(200),
    }),
    { page: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
  ),
  marketingConsent: z._default(z.boolean(), false),
  /** Drawn by the browser for one sending and kept for its retries: the same lead is never stored twice. */
  submissionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
  /** Honeypot: a field people never see; bots fill it. */
  website: text(500),
})
export type Submission = z.input<typeof submissionSchema>
