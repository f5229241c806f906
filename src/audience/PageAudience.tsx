'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { parisToday } from '@/leads/reports/reportRange'
import { pagePath } from '@/rules/pagePath'
import type { PageFunnel } from './rules/funnelShape'

/** The days the page's figures cover: the last 30, today included. */
const DAYS = 30

/**
 * A page's audience in its own screen, for the editors and the manager (the API refuses anyone else, and the panel then shows
 * nothing): its views over the last 30 days, and the leads sent from it, the visits they booked and the jobs they became.
 */
export function PageAudience() {
  const { id } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const [figures, setFigures] = useState<PageFunnel | null | undefined>(undefined)
  const path = typeof slug === 'string' && slug ? pagePath(slug) : null
  // The period as the screen opened: its figures do not move while the page is edited.
  const [{ from, to }] = useState(() => {
    const now = new Date()
    return { from: parisToday(new Date(now.getTime() - (DAYS - 1) * 86_400_000)), to: parisToday(now) }
  })

  useEffect(() => {
    if (id === undefined || !path) return
    void fetch(`/api/analytics/funnels?${new URLSearchParams({ from, to })}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ pages: PageFunnel[] }>) : null))
      .then((funnels) =>
        setFigures(
          funnels ? (funnels.pages.find((page) => page.path === path) ?? { path, views: 0, leads: 0, visitsBooked: 0, won: 0 }) : null,
        ),
      )
      .catch(() => setFigures(null))
  }, [id, path, from, to])

  if (!figures) return null
  return (
    <div className="field-type" data-testid="page-audience">
      <p className="field-label">Mesure d’audience, 30 derniers jours</p>
      <p>
        {figures.views} vue{figures.views > 1 ? 's' : ''}, {figures.leads} lead{figures.leads > 1 ? 's' : ''}, {figures.visitsBooked} visite
        {figures.visitsBooked > 1 ? 's' : ''} réservée{figures.visitsBooked > 1 ? 's' : ''}, {figures.won} signé{figures.won > 1 ? 's' : ''}
      </p>
      <a href={`/admin/mesure-audience?${new URLSearchParams({ du: from, au: to })}`}>Voir la mesure d’audience</a>
    </div>
  )
}
