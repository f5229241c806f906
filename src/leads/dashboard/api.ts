import type { MergePicks } from '@/leads/rules/leadMerge'
import type { Lead, LeadActivity, LeadNote, LostReason } from '@/payload-types'
import { closedStatuses, type LeadStatus } from '@/leads/rules/leadStatus'
import { phoneSearchKey } from '@/leads/rules/phoneKey'
import { searchKey } from '@/leads/rules/searchKey'
import { statusesOf } from '@/leads/rules/statusFilters'
import { dueWindow, isDueView } from '@/leads/rules/dueViews'
import type { NextAction } from '@/leads/rules/nextAction'
import type { UpcomingAction } from '@/leads/rules/browserReminder'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'
import { filterDays } from './filterDays'
import { sortOrder, type ListSort } from './listSort'

/** The dashboard's calls to Payload's REST API (same origin, session cookie). */

export type LeadRow = Pick<
  Lead,
  'id' | 'createdAt' | 'formOrigin' | 'name' | 'email' | 'phone' | 'postalCode' | 'status' | 'firstResponseAt' | 'owner' | 'nextAction'
>
export type LeadPage = { docs: LeadRow[]; totalDocs: number; page: number; totalPages: number; limit: number }
/**
 * The list's filters as the staff set them; status is a value of statusFilters ('in-progress-group': the "En cours"
 * counter's), owner 'mine' (Mes leads), 'none' (Non attribués) or a salesperson's id, due a DueView (En retard…).
 */
export type LeadFilters = { search: string; status: string; origin: string; from: string; to: string; owner: string; due: string }
/** Who is looking: "Mes leads" are theirs. */
export type Viewer = { id: number }
export type Summary = { total: number; byStatus: Record<LeadStatus, number>; medianResponseMinutes: number | null }

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } })
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`)
  return (await response.json()) as T
}

/** Payload's `where` query string for the dashboard filters, for a viewer at a moment (the due views). */
export function filterQuery(filters: LeadFilters, viewer: Viewer, now = new Date()): URLSearchParams {
  const params = new URLSearchParams()
  let and = 0
  const add = (field: string, operator: string, value: string) => {
    params.set(`where[and][${and}][${field}][${operator}]`, value)
    and++
  }
  const statuses = statusesOf(filters.status)
  if (statuses.length) {
    statuses.forEach((status, index) => params.set(`where[and][${and}][status][in][${index}]`, status))
    and++
  }
  if (filters.origin) add('formOrigin', 'equals', filters.origin)
  const days = filterDays(filters)
  if (days.from) add('createdAt', 'greater_than_equal', days.from.toISOString())
  if (days.to) add('createdAt', 'less_than_equal', days.to.toISOString())
  if (filters.owner === 'mine') add('owner', 'equals', String(viewer.id))
  if (filters.owner === 'none') add('owner', 'exists', 'false')
  if (/^\d{1,9}$/.test(filters.owner)) add('owner', 'equals', filters.owner)
  if (isDueView(filters.due)) {
    const window = dueWindow(filters.due, now)
    if (filters.due === 'missing') {
      add('nextAction.dueAt', 'exists', 'false')
      closedStatuses.forEach((status, index) => params.set(`where[and][${and}][status][not_in][${index}]`, status))
      and++
    }
    if (window.from) add('nextAction.dueAt', 'greater_than_equal', window.from.toISOString())
    if (window.before) add('nextAction.dueAt', 'less_than', window.before.toISOString())
  }
  const search = filters.search.trim()
  if (search) {
    // One trigram-indexed column holds name, e-mail, phone and postal code without accents or case.
    // A piece of phone number is looked for as digits: '06 12 34' and '+33 6 12 34' find '0612345678'.
    add('searchText', 'like', phoneSearchKey(search) || searchKey(search))
  }
  return params
}

const rowFields = ['createdAt', 'formOrigin', 'name', 'email', 'phone', 'postalCode', 'status', 'firstResponseAt', 'owner', 'nextAction']

/** The query string of one page of the list: the filters, then page, order (newest first by default) and the table's fields. */
export function leadListQuery(filters: LeadFilters, viewer: Viewer, page: number, limit = 25, sort?: ListSort): URLSearchParams {
  const params = filterQuery(filters, viewer)
  params.set('limit', String(limit))
  params.set('page', String(page))
  params.set('sort', sortOrder(sort))
  params.set('depth', '0')
  for (const field of rowFields) params.set(`select[${field}]`, 'true')
  return params
}

export const fetchLeads = (filters: LeadFilters, viewer: Viewer, page: number, limit = 25, sort?: ListSort) =>
  call<LeadPage>(`/api/leads?${leadListQuery(filters, viewer, page, limit, sort)}`)

/** The viewer's open leads whose next action falls due between now and `until`: the browser's reminders. */
export function fetchUpcomingActions(viewer: Viewer, until: Date, now = new Date()) {
  const params = new URLSearchParams({ limit: '100', depth: '0', sort: 'nextAction.dueAt' })
  params.set('where[and][0][owner][equals]', String(viewer.id))
  params.set('where[and][1][nextAction.dueAt][greater_than_equal]', now.toISOString())
  params.set('where[and][2][nextAction.dueAt][less_than_equal]', until.toISOString())
  closedStatuses.forEach((status, index) => params.set(`where[and][3][status][not_in][${index}]`, status))
  for (const field of ['name', 'phone', 'nextAction']) params.set(`select[${field}]`, 'true')
  return call<{ docs: UpcomingAction[] }>(`/api/leads?${params}`).then((result) => result.docs)
}

/** The counters of the leads the filters keep (every lead when none is set). */
export const fetchSummary = (filters: LeadFilters, viewer: Viewer) => {
  const query = filterQuery(filters, viewer).toString()
  return call<Summary>(`/api/leads/summary${query ? `?${query}` : ''}`)
}

/** Reading one lead opens it (server hook) when the reader is its owner: a new lead becomes "À contacter". */
export const fetchLead = (id: number) =>
  call<Lead>(`/api/leads/${id}?depth=1&joins[notes][limit]=100&joins[activities][limit]=100&joins[changes][limit]=100`)

/** A new status; Perdu goes with its reason (the server refuses it without one). */
/** A new status; with Perdu its reason, with Converti whether the next action stays (else it is cleared). */
export const updateStatus = (
  id: number,
  status: LeadStatus,
  { lostReason, keepNextAction }: { lostReason?: number; keepNextAction?: boolean } = {},
) => call<{ doc: Lead }>(`/api/leads/${id}?depth=0`, { method: 'PATCH', body: JSON.stringify({ status, lostReason, keepNextAction }) })

/** The manager's lost reasons, in the manager's order. */
export const fetchLostReasons = () =>
  call<{ docs: Pick<LostReason, 'id' | 'label'>[] }>('/api/lost-reasons?sort=_order&limit=100&depth=0&select[label]=true').then(
    (result) => result.docs,
  )

export const updateOwner = (id: number, owner: number | null) =>
  call<{ doc: Lead }>(`/api/leads/${id}?depth=0`, { method: 'PATCH', body: JSON.stringify({ owner }) })

export const updateNextAction = (id: number, nextAction: NextAction) =>
  call<{ doc: Lead }>(`/api/leads/${id}?depth=0`, { method: 'PATCH', body: JSON.stringify({ nextAction }) })

export const fetchOwners = () => call<{ owners: LeadOwner[] }>('/api/leads/owners').then((result) => result.owners)

export const addNote = (lead: number, content: string) =>
  call<{ doc: LeadNote }>('/api/lead-notes', { method: 'POST', body: JSON.stringify({ lead, content }) })

/** What an activity logs: its types, and how it ended and a comment when said. */
export type ActivityEntry = { date: string; types: string[]; outcome?: string; comment?: string }

export const addActivity = (lead: number, entry: ActivityEntry) =>
  call<{ doc: LeadActivity }>('/api/lead-activities', { method: 'POST', body: JSON.stringify({ lead, ...entry }) })

export type EarlierLead = Pick<Lead, 'id' | 'createdAt' | 'formOrigin' | 'status' | 'owner'>

/** The person's other leads, before or since (same e-mail or same normalised phone): how many, and the latest five. */
export const earlierMatches = (lead: Pick<Lead, 'id' | 'email' | 'phoneKey'>) => {
  const params = new URLSearchParams({ limit: '5', sort: '-createdAt', depth: '0' })
  for (const field of ['createdAt', 'formOrigin', 'status', 'owner']) params.set(`select[${field}]`, 'true')
  params.set('where[and][0][id][not_equals]', String(lead.id))
  params.set('where[and][1][or][0][email][equals]', lead.email.toLowerCase())
  if (lead.phoneKey) params.set('where[and][1][or][1][phoneKey][equals]', lead.phoneKey)
  return call<{ docs: EarlierLead[]; totalDocs: number }>(`/api/leads?${params}`)
}

export const eraseLead = (id: number) => call<{ erased: boolean }>(`/api/leads/${id}/erase`, { method: 'POST' })

/**
 * Merges a person's duplicate lead into the lead kept, with the value picked for each field (its notes,
 * activities, history and visits go with it; its words stay readable on the kept lead).
 */
export const mergeLead = (kept: number, merged: number, picks: MergePicks) =>
  call<{ id: number; merged: number }>(`/api/leads/${kept}/merge`, { method: 'POST', body: JSON.stringify({ merged, picks }) })

export const logout = () => call<unknown>('/api/users/logout', { method: 'POST' })

export const exportUrl = (filters: LeadFilters, viewer: Viewer) => `/api/leads/export?${filterQuery(filters, viewer)}`

/** Remembers the view the person works in (their own account's field), for their next visit from any browser. */
export const saveDashboardView = (userId: number, view: string) =>
  call<unknown>(`/api/users/${userId}?depth=0`, { method: 'PATCH', body: JSON.stringify({ dashboardView: view }) })
