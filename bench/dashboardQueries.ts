import { leadListQuery, type LeadFilters } from '../src/leads/dashboard/api'
import type { ListSort } from '../src/leads/dashboard/listSort'

const noFilter: LeadFilters = { search: '', status: '', origin: '', from: '', to: '', owner: '', due: '' }

/** The request fetchLeads makes: the dashboard's own query string, so the bench measures what staff get. */
/** `viewer` is the signed-in user (the owner of "Mes leads"). */
export function leadListPath(filters: Partial<LeadFilters>, page: number, limit = 25, viewer = { id: 0 }, sort?: ListSort): string {
  return `/api/leads?${leadListQuery({ ...noFilter, ...filters }, viewer, page, limit, sort)}`
}

export const SUMMARY_PATH = '/api/leads/summary'

/** The reports page's figures, for its default period (the last twelve weeks), as JSON. */
export const REPORTS_PATH = '/api/leads/reports'
