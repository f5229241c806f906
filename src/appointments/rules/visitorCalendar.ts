import type { CalendarEvent } from './ics'
import { VISIT_SUMMARY } from './visitMessages'
import { visitUid } from './visitStatus'

/** The visit as the visitor adds it to their own calendar. */
export type VisitorVisit = {
  visitId: number
  sequence: number
  start: Date
  end: Date
  /** The salesperson's first name: all the visitor is told of who comes. */
  salesperson: string
  /** « 12 rue des Lilas, 80000 Amiens », or what is known of it. */
  place: string
  /** The visitor's page to move or cancel the visit. */
  manageUrl: string
}

/** The visitor's copy of the visit: the invitations' UID and SEQUENCE, their title, who comes, where, and the link to change it. */
export function visitorCalendarEvent(visit: VisitorVisit, stamp: Date): CalendarEvent {
  return {
    uid: visitUid(visit.visitId),
    sequence: visit.sequence,
    start: visit.start,
    end: visit.end,
    stamp,
    summary: VISIT_SUMMARY,
    description: `Visite de ${visit.salesperson}, de l’équipe Combles & Extensions du Nord. Déplacer ou annuler : ${visit.manageUrl}`,
    location: visit.place ? `Chez vous, ${visit.place}` : 'Chez vous',
    cancelled: false,
  }
}

/** An instant as Google Calendar's `dates` parameter writes it: 20261201T080000Z. */
const googleInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Google Calendar's page that adds the event, filled in (its public « render?action=TEMPLATE » address). */
export function googleCalendarLink(event: Pick<CalendarEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${googleInstant(event.start)}/${googleInstant(event.end)}`,
    details: event.description,
    location: event.location ?? '',
    ctz: 'Europe/Paris',
  })
  return `https://calendar.google.com/calendar/render?${query}`
}
