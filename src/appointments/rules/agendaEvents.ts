import type { CalendarEvent } from './ics'
import { nextActionTypeLabels, isNextActionType } from '@/leads/rules/nextAction'
import { visitUid } from './visitStatus'

/** A visit as the agenda shows it (the person's, or the team's for a manager). */
export type AgendaVisit = {
  id: number
  leadId: number
  start: Date
  end: Date
  cancelled: boolean
  sequence: number
  updatedAt: Date
  customer: string
  phone: string
  postalCode: string
  /** Shown in the team's agenda. */
  owner: string | null
}

/** A lead's next action still due, as the agenda shows it. */
export type AgendaAction = { leadId: number; type: string; dueAt: Date; note: string; updatedAt: Date; customer: string; phone: string }

const ACTION_MINUTES = 30

/** The lead's page in the back office. */
const leadLink = (site: string, leadId: number) => `${site}/admin/dashboard?lead=${leadId}`

const lines = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n')

/**
 * What a salesperson's phone calendar holds: each visit under the UID of its invitations (moved: the same UID,
 * a higher SEQUENCE; cancelled: kept as cancelled), with the customer's name, phone and postcode and a link to
 * the lead; each next action still due, for 30 minutes, one per lead (its SEQUENCE follows the lead's last
 * change, in minutes). A planned visit already booked at that time is the visit itself: not twice.
 */
export function agendaEvents(visits: readonly AgendaVisit[], actions: readonly AgendaAction[], site: string): CalendarEvent[] {
  const booked = new Set(visits.filter((visit) => !visit.cancelled).map((visit) => `${visit.leadId}@${visit.start.getTime()}`))
  const visitEvents = visits.map((visit): CalendarEvent => ({
    uid: visitUid(visit.id),
    sequence: visit.sequence,
    start: visit.start,
    end: visit.end,
    stamp: visit.updatedAt,
    summary: `Visite technique – ${visit.customer}${visit.owner ? ` (${visit.owner})` : ''}`,
    description: lines(visit.phone && `Téléphone : ${visit.phone}`, `Lead : ${leadLink(site, visit.leadId)}`),
    location: visit.postalCode ? `Chez ${visit.customer}, ${visit.postalCode}` : `Chez ${visit.customer}`,
    url: leadLink(site, visit.leadId),
    cancelled: visit.cancelled,
  }))
  const actionEvents = actions
    .filter((action) => !(action.type === 'visit' && booked.has(`${action.leadId}@${action.dueAt.getTime()}`)))
    .map((action): CalendarEvent => ({
      uid: `action-${action.leadId}@combles-nord.fr`,
      sequence: Math.floor(action.updatedAt.getTime() / 60_000),
      start: action.dueAt,
      end: new Date(action.dueAt.getTime() + ACTION_MINUTES * 60_000),
      stamp: action.updatedAt,
      summary: `${isNextActionType(action.type) ? nextActionTypeLabels[action.type] : 'À faire'} – ${action.customer}`,
      description: lines(action.note, action.phone && `Téléphone : ${action.phone}`, `Lead : ${leadLink(site, action.leadId)}`),
      url: leadLink(site, action.leadId),
      cancelled: false,
    }))
  return [...visitEvents, ...actionEvents]
}
