import type { Payload } from 'payload'
import { reportRows } from './reportQueries'
import type { ReportRange } from './reportRange'
import { shapeReport, type LeadReport } from './shapeReport'

/** The lead report of a period: the aggregate queries on the database, shaped for the page, the JSON and the CSV. */
export async function leadReport(payload: Payload, range: ReportRange): Promise<LeadReport> {
  return shapeReport(range, await reportRows(payload, range))
}
