import { getProjectSlugs } from '@/data/content'
import { getPageEntries } from '@/data/pages'
import { leadForms } from '@/forms/registry'
import { formOrigins } from '@/rules/formOrigins'
import { pagePath } from '@/rules/pagePath'
import { projectPath } from '@/rules/projectSlug'
import { audienceEventSchema, audienceKeyOf } from '../rules/audienceEvents'
import { referrerHost } from '../rules/referrerHost'
import type { Payload } from 'payload'
import { audienceCounterOf } from './audienceStore'

/**
 * The site's pages a counter may name: published pages and projects (cached lists that publishing clears), the forms'
 * own pages and the visit's booking page. Any other address is not counted: a made-up address adds no row.
 */
async function sitePaths(): Promise<Set<string>> {
  const [pages, projects] = await Promise.all([getPageEntries(), getProjectSlugs()])
  return new Set([
    ...pages.map(({ slug }) => pagePath(slug)),
    ...projects.map(({ slug }) => projectPath(slug)),
    ...formOrigins.flatMap((origin) => Object.values(leadForms[origin].pages)),
    '/visite',
  ])
}

/** How long this process keeps the list of the site's pages between two events: a page just published counts within it. */
const PATHS_KEPT_MS = 5_000
let kept: { at: number; paths: Promise<Set<string>> } | null = null

function currentSitePaths(): Promise<Set<string>> {
  if (!kept || Date.now() - kept.at > PATHS_KEPT_MS)
    kept = {
      at: Date.now(),
      paths: sitePaths().catch((error: unknown) => {
        kept = null
        throw error
      }),
    }
  return kept.paths
}

/**
 * Counts one event (the page's, or a lead sent) unless it is not one of the site's. The caller has checked that the
 * browser does not decline measurement (declinesMeasurement).
 */
export async function countAudienceEvent(payload: Payload, event: unknown, now = new Date()): Promise<void> {
  const parsed = audienceEventSchema.safeParse(event)
  if (!parsed.success) return
  const paths = await currentSitePaths()
  const key = audienceKeyOf(parsed.data, now, (path) => paths.has(path))
  if (key) audienceCounterOf(payload).count(key)
}

type SentLead = {
  formOrigin?: unknown
  source?: { page?: unknown; referrer?: unknown; utmSource?: unknown; utmMedium?: unknown; utmCampaign?: unknown }
}

/** A stored lead's « sent », counted by the server (with or without the page's scripts) from its form and its source. */
export function leadSentEvent(submission: SentLead) {
  const source = submission.source ?? {}
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  return {
    kind: 'sent',
    path: text(source.page) ?? '',
    form: submission.formOrigin,
    utmSource: text(source.utmSource),
    utmMedium: text(source.utmMedium),
    utmCampaign: text(source.utmCampaign),
    referrerHost: referrerHost(source.referrer),
  }
}
