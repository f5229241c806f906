import type { Lead } from '@/payload-types'

/** Where a lead came from, as the form sent it: landing page, referrer and UTM tags, with their French names. */
export const sourceLabels = {
  page: 'Page d’arrivée',
  referrer: 'Site référent',
  utmSource: 'Source (utm_source)',
  utmMedium: 'Support (utm_medium)',
  utmCampaign: 'Campagne (utm_campaign)',
  utmTerm: 'Mot-clé (utm_term)',
  utmContent: 'Contenu (utm_content)',
} as const

export type SourceKey = keyof typeof sourceLabels

export const sourceKeys = Object.keys(sourceLabels) as SourceKey[]

/** The source's non-empty parts, labelled, in a fixed order. */
export function sourceEntries(source: Lead['source']): { key: SourceKey; label: string; value: string }[] {
  return sourceKeys.flatMap((key) => {
    const value = source?.[key]?.trim()
    return value ? [{ key, label: sourceLabels[key], value }] : []
  })
}
