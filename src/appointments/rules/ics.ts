import { parisClock } from './parisTime'

/** One event as a calendar shows it: a visit, or a salesperson's next action. */
export type CalendarEvent = {
  /** Stable for the event's whole life: updates and cancellation carry the same UID. */
  uid: string
  /** One more at each change, so that a calendar takes the newer version. */
  sequence: number
  start: Date
  end: Date
  /** When this version was written (DTSTAMP). */
  stamp: Date
  summary: string
  description: string
  location?: string
  url?: string
  cancelled: boolean
}

/** What a calendar invitation says about one visit: the event (cancelled by its method), who invites and who is invited. */
export type VisitInvitation = Omit<CalendarEvent, 'cancelled' | 'url'> & {
  method: 'REQUEST' | 'CANCEL'
  location: string
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
}

/**
 * Europe/Paris as RFC 5545 describes a time zone: CET from the last Sunday of October at 3:00, CEST from
 * the last Sunday of March at 2:00. Sent with every invitation, so that DTSTART;TZID=Europe/Paris reads
 * the same in every calendar.
 */
const parisTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/**
 * A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma, and every line break (CRLF, lone
 * CR or lone LF) as \n; other control characters, which TEXT forbids, become spaces. A raw CR would let a
 * visitor's name start a content line of its own in some readers.
 */
const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')

/**
 * A quoted parameter value (RFC 5545 §3.2, CN): it can hold neither a double quote nor any control
 * character, line breaks included, and has no escape for them: quotes become apostrophes, the rest spaces.
 */
const quotedParam = (value: string) => `"${value.replace(/"/g, "'").replace(/\r\n|[\u0000-\u001f\u007f]/g, ' ')}"`

/** A local date-time in Paris (20261203T100000), for DTSTART;TZID=Europe/Paris. */
function parisDateTime(instant: Date): string {
  const { day, minutes } = parisClock(instant)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${day.replace(/-/g, '')}T${hh}${mm}00`
}

/** A UTC date-time (20261203T090000Z), for DTSTAMP. */
const utcDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the next line starts with a space. Never splits a
 * UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const bytes = Buffer.byteLength(character)
    const limit = pieces.length ? 74 : 75
    if (size + bytes > limit) {
      pieces.push(current)
      current = ''
      size = 0
    }
    current += character
    size += bytes
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

const mailto = (person: { name: string; email: string }) =>
  `CN=${quotedParam(person.name)}:mailto:${person.email.replace(/[\u0000-\u0020\u007f]/g, '')}`

const eventLines = (event: CalendarEvent, people: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${event.uid}`,
  `SEQUENCE:${event.sequence}`,
  `DTSTAMP:${utcDateTime(event.stamp)}`,
  `DTSTART;TZID=Europe/Paris:${parisDateTime(event.start)}`,
  `DTEND;TZID=Europe/Paris:${parisDateTime(event.end)}`,
  `SUMMARY:${icsText(event.summary)}`,
  `DESCRIPTION:${icsText(event.description)}`,
  ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
  ...(event.url ? [`URL:${event.url.replace(/[\u0000-\u0020\u007f]/g, '')}`] : []),
  ...people,
  `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  'END:VEVENT',
]

const calendarText = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`

/** The .ics of a visit (RFC 5545, iTIP METHOD REQUEST or CANCEL), CRLF line ends. */
export function visitIcs(invitation: VisitInvitation): string {
  const cancelled = invitation.method === 'CANCEL'
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Combles & Extensions du Nord//Visites//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    ...parisTimezone,
    ...eventLines({ ...invitation, cancelled }, [
      `ORGANIZER;${mailto(invitation.organizer)}`,
      ...invitation.attendees.map((attendee) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;${mailto(attendee)}`),
    ]),
    'END:VCALENDAR',
  ])
}

/**
 * A calendar file to add to one's own calendar (RFC 5545, METHOD PUBLISH: no invitation to answer); its events keep their UID and
 * SEQUENCE, so that a later invitation of the same visit updates the copy. CRLF line ends.
 */
export function publishedCalendar(events: readonly CalendarEvent[]): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Combles & Extensions du Nord//Visites//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...parisTimezone,
    ...events.flatMap((event) => eventLines(event)),
    'END:VCALENDAR',
  ])
}

/**
 * A calendar to subscribe to (RFC 5545, no iTIP method): its name, Europe/Paris, a refresh every 15 minutes
 * asked of the readers that honour it, and its events; CRLF line ends.
 */
export function subscribedCalendar(name: string, events: readonly CalendarEvent[]): string {
  return calendarText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Combles & Extensions du Nord//Agenda//FR',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...parisTimezone,
    ...events.flatMap((event) => eventLines(event)),
    'END:VCALENDAR',
  ])
}
