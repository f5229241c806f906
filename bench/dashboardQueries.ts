import { filterQuery, type LeadFilters } from '../src/leads/dashboard/api'

const noFilter: LeadFilters = { search: '', status: '', origin: '', from: '', to: '' }
// Kept equal to rowFields in src/admin/LeadDashboard/api.ts, which does not export it.
const rowFields = ['createdAt', 'formOrigin', 'name', 'email', 'phone', 'postalCode', 'status', 'firstOpenedAt']

/** The query string fetchLeads builds: the dashboard's own filters, then page, sort and row fields. */
export function leadListPath(filters: Partial<LeadFilters>, page: number, limit = 25): string {
  const params = filterQuery({ ...noFilter, ...filters })
  params.set('limit', String(limit))
  params.set('page', String(page))
  params.set('sort', '-createdAt')
  params.set('depth', '0')
  for (const field of rowFields) params.set(`select[${field}]`, 'true')
  return `/api/leads?${params}`
}

export const SUMMARY_PATH = '/api/leads/summary'
