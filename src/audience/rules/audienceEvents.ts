import { z } from 'zod'
import { parisToday } from '@/leads/reports/reportRange'
import { type FormOrigin, formOrigins } from '@/rules/formOrigins'

/**
 * What the audience measurement counts, without cookie or identifier: a page shown, and a form's funnel (the form shown,
 * its first answer touched, each wizard step reached, sent, a sending refused). Every event is one more in a day's counter.
 */
export const audienceEventKinds = ['view', 'shown', 'start', 'step', 'sent', 'error'] as const
export type AudienceEventKind = (typeof audienceEventKinds)[number]

/** The most steps a form has (the free study's five, with room). */
const MAX_FORM_STEP = 9

/** A campaign's words are kept as sent, up to this length, lower case. */
const MAX_SOURCE_LENGTH = 60

const sourceWord = z
  .string()
  .max(200)
  .transform((value) => value.trim().toLowerCase().slice(0, MAX_SOURCE_LENGTH))
  .optional()

/** An event as the page sends it (POST /api/audience), the page's address and where the visit came from. */
export const audienceEventSchema = z.object({
  kind: z.enum(audienceEventKinds),
  path: z.string().max(300),
  form: z.enum(formOrigins).optional(),
  step: z.number().int().min(1).max(MAX_FORM_STEP).optional(),
  utmSource: sourceWord,
  utmMedium: sourceWord,
  utmCampaign: sourceWord,
  /** The referring site's host alone (never its path). */
  referrerHost: sourceWord,
})
export type AudienceEvent = z.infer<typeof audienceEventSchema>

/** One counter: a day (Paris), a page, a form and step when the event is a form's, where the visit came from, and the kind. */
export type AudienceKey = {
  day: string
  path: string
  form: FormOrigin | ''
  step: number
  source: string
  medium: string
  campaign: string
  kind: AudienceEventKind
}

/** Where a visit came from: its campaign's source, else the referring site, else '' (direct). The lead's source says the same. */
export function audienceSource(utmSource: string | undefined, referrerHost: string | undefined): string {
  return utmSource || referrerHost || ''
}

/**
 * The counter an event adds one to, or null when it is not counted: a page that is not the site's (`isSitePath`), a form
 * event without its form, a step event without its step. The address is reduced to its path, the referrer to its host.
 */
export function audienceKeyOf(event: AudienceEvent, now: Date, isSitePath: (path: string) => boolean): AudienceKey | null {
  const path = event.path.split(/[?#]/)[0] ?? ''
  if (!isSitePath(path)) return null
  const formEvent = event.kind !== 'view'
  if (formEvent && !event.form) return null
  if (event.kind === 'step' && !event.step) return null
  return {
    day: parisToday(now),
    path,
    form: formEvent ? (event.form ?? '') : '',
    step: event.kind === 'step' ? (event.step ?? 0) : 0,
    source: audienceSource(event.utmSource, event.referrerHost),
    medium: event.utmMedium ?? '',
    campaign: event.utmCampaign ?? '',
    kind: event.kind,
  }
}

/** Whether the browser asks not to be measured: Global Privacy Control (Sec-GPC: 1) or Do Not Track (DNT: 1). */
export const declinesMeasurement = (headers: Pick<Headers, 'get'>) => headers.get('sec-gpc') === '1' || headers.get('dnt') === '1'
