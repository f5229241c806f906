import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { csvDownload } from '@/leads/rules/csv'
import { requireSales } from '@/leads/collections/Leads/endpoints/requireSales'
import { leadReport } from './leadReport'
import { askedRange, type ReportRange } from './reportRange'
import { reportTableIds, reportTables } from './reportTables'

/** The period a request asks for, or a 400 with the French reason; staff only. */
function checkedRange(req: PayloadRequest): { range: ReportRange } | { refused: Response } {
  const refused = requireSales(req)
  if (refused) return { refused }
  const query = req.query ?? {}
  return askedRange({ du: query.du, au: query.au })
}

/** GET /api/leads/reports?du=AAAA-MM-JJ&au=AAAA-MM-JJ: the report's figures as JSON (default: the last twelve weeks). */
export const leadReports: Endpoint = {
  path: '/reports',
  method: 'get',
  handler: async (req) => {
    const checked = checkedRange(req)
    if ('refused' in checked) return checked.refused
    return Response.json(await leadReport(req.payload, checked.range))
  },
}

const tableSchema = z.enum(reportTableIds)

/** GET /api/leads/reports/csv?tableau=…&du=…&au=…: one table of the report as a CSV file (French headers, ';'). */
export const leadReportCsv: Endpoint = {
  path: '/reports/csv',
  method: 'get',
  handler: async (req) => {
    const checked = checkedRange(req)
    if ('refused' in checked) return checked.refused
    const id = tableSchema.safeParse(req.query?.tableau)
    if (!id.success) return Response.json({ message: 'Tableau inconnu.' }, { status: 400 })
    const table = reportTables(await leadReport(req.payload, checked.range)).find((one) => one.id === id.data)!
    const { from, to } = checked.range
    return csvDownload([table.headers, ...table.rows], `rapport-${id.data}-${from}-${to}.csv`)
  },
}
