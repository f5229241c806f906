import { describe, expect, it } from 'vitest'
import { publishedCalendar } from '@/appointments/rules/ics'
import { googleCalendarLink, visitorCalendarEvent } from '@/appointments/rules/visitorCalendar'

const visit = {
  visitId: 42,
  sequence: 2,
  start: new Date('2026-12-01T08:00:00Z'),
  end: new Date('2026-12-01T09:00:00Z'),
  salesperson: 'Lucie',
  place: '12 rue des Lilas, 59000 Lille',
  manageUrl: 'https://www.combles-nord.fr/visite?token=abc',
}
const event = visitorCalendarEvent(visit, new Date('2026-11-30T10:00:00Z'))

describe('the visitor’s calendar copy of the visit', () => {
  it('keeps the invitations’ UID and SEQUENCE, says who comes and where, with the link to change it', () => {
    const text = publishedCalendar([event]).replace(/\r\n /g, '')
    const lines = text.split('\r\n')
    expect(lines).toContain('METHOD:PUBLISH')
    expect(lines).toContain('UID:visite-42@combles-nord.fr')
    expect(lines).toContain('SEQUENCE:2')
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20261201T090000')
    expect(lines).toContain('LOCATION:Chez vous\\, 12 rue des Lilas\\, 59000 Lille')
    expect(text).toContain(
      'Visite de Lucie\\, de l’équipe Combles & Extensions du Nord. Déplacer ou annuler : https://www.combles-nord.fr/visite?token=abc',
    )
    expect(lines.some((line) => line.startsWith('ORGANIZER') || line.startsWith('ATTENDEE'))).toBe(false)
  })

  it('fills in Google Calendar’s page with the same event, in UTC', () => {
    const link = new URL(googleCalendarLink(event))
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Visite technique gratuite – Combles & Extensions du Nord',
      dates: '20261201T080000Z/20261201T090000Z',
      details: event.description,
      location: 'Chez vous, 12 rue des Lilas, 59000 Lille',
      ctz: 'Europe/Paris',
    })
  })
})
