import { leadListQuery, type LeadFilters } from '../src/leads/dashboard/api'

const noFilter: LeadFilters = { search: '', status: '', origin: '', from: '', to: '' }

/** The request fetchLeads makes: the dashboard's own query string, so the bench measures what staff get. */
export function leadListPath(filters: Partial<LeadFilters>, page: number, limit = 25): string {
  return `/api/leads?${leadListQuery({ ...noFilter, ...filters }, page, limit)}`
}

export const SUMMARY_PATH = '/api/leads/summary'
