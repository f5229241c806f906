import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { userHasRole } from '@/access/roles'
import { csvDownload } from '@/leads/rules/csv'
import { askedRange, type ReportRange } from '@/leads/reports/reportRange'
import { funnelTableIds, funnelTables } from './funnelTables'
import { funnelReport } from './server/funnelReport'

/** Who reads the audience: the manager (admin) and the editors, who make the pages; not sales staff. */
export const readsAudience = (user: PayloadRequest['user']) => userHasRole(user, 'admin', 'editor')

/** The period asked (?from=…&to=…, or the view's ?du=…&au=…), or the refusal: 401 signed out, 403 sales, 400 a bad period. */
function checkedRange(req: PayloadRequest): { range: ReportRange } | { refused: Response } {
  if (!req.user) return { refused: Response.json({ message: 'Non authentifié.' }, { status: 401 }) }
  if (!readsAudience(req.user)) return { refused: Response.json({ message: 'Accès refusé.' }, { status: 403 }) }
  const query = req.query ?? {}
  return askedRange({ du: query.from ?? query.du, au: query.to ?? query.au })
}

/**
 * GET /api/analytics/funnels?from=AAAA-MM-JJ&to=AAAA-MM-JJ: per form its funnel (views, starts, each step reached, sent)
 * and its leads' outcomes; per page and per source, views, leads, visits booked and jobs won. Default: twelve weeks.
 */
export const analyticsFunnels: Endpoint = {
  path: '/analytics/funnels',
  method: 'get',
  handler: async (req) => {
    const checked = checkedRange(req)
    if ('refused' in checked) return checked.refused
    return Response.json({ ...checked.range, ...(await funnelReport(req.payload, checked.range)) })
  },
}

const tableSchema = z.enum(funnelTableIds)

/** GET /api/analytics/funnels/csv?tableau=…&du=…&au=…: one table of the view as a CSV file (French headers, ';'). */
export const analyticsFunnelsCsv: Endpoint = {
  path: '/analytics/funnels/csv',
  method: 'get',
  handler: async (req) => {
    const checked = checkedRange(req)
    if ('refused' in checked) return checked.refused
    const id = tableSchema.safeParse(req.query?.tableau)
    if (!id.success) return Response.json({ message: 'Tableau inconnu.' }, { status: 400 })
    const table = funnelTables(await funnelReport(req.payload, checked.range)).find((one) => one.id === id.data)!
    const { from, to } = checked.range
    return csvDownload([table.headers, ...table.rows], `mesure-audience-${id.data}-${from}-${to}.csv`)
  },
}
