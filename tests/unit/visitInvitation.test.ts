import { describe, expect, it } from 'vitest'
import { bookingToken, newBookingToken, verifyBookingToken } from '@/appointments/rules/bookingToken'
import { foldLine, visitIcs } from '@/appointments/rules/ics'
import { reminderAt } from '@/appointments/rules/reminderTime'
import { visitEmails } from '@/appointments/rules/visitMessages'

const secret = 'un-secret-de-test-de-plus-de-32-caracteres'

describe('booking token', () => {
  it('grants its lead for 7 days, and nothing once forged, altered or expired', () => {
    const now = new Date('2026-12-01T10:00:00Z')
    const token = newBookingToken(secret, 42, now)
    expect(verifyBookingToken(secret, token, now)?.leadId).toBe(42)
    expect(verifyBookingToken(secret, token, new Date('2026-12-08T09:59:00Z'))?.leadId).toBe(42)
    expect(verifyBookingToken(secret, token, new Date('2026-12-08T10:00:01Z'))).toBeNull()
    expect(verifyBookingToken('un-autre-secret-de-plus-de-32-caracteres', token, now)).toBeNull()
    expect(verifyBookingToken(secret, token.replace(/^42\./, '43.'), now)).toBeNull()
    expect(verifyBookingToken(secret, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBeNull()
    expect(verifyBookingToken(secret, bookingToken(secret, 42, new Date('2026-11-30T00:00:00Z')), now)).toBeNull()
    expect(verifyBookingToken(secret, 'n’importe quoi', now)).toBeNull()
    expect(verifyBookingToken(secret, null, now)).toBeNull()
  })
})

const facts = {
  id: 7,
  sequence: 0,
  start: new Date('2026-10-26T08:00:00Z'),
  end: new Date('2026-10-26T09:00:00Z'),
  visitor: {
    name: 'Zoé Martin',
    email: 'zoe@example.fr',
    phone: '06 12 34 56 78',
    postalCode: '59000',
    street: '4 rue Nationale',
    town: 'Lille',
  },
  salesperson: { name: 'Bruno Lefèvre', email: 'bruno@combles-nord.fr' },
  manageUrl: 'https://www.combles-nord.fr/visite?token=abc',
  leadUrl: 'https://www.combles-nord.fr/admin/dashboard?lead=3',
  company: { name: 'Combles & Extensions du Nord', email: 'contact@combles-nord.fr' },
}

describe('visit invitation (RFC 5545)', () => {
  it('says REQUEST with UID, SEQUENCE and the start in Paris time, with its time zone', () => {
    const ics = visitIcs({
      method: 'REQUEST',
      uid: 'visite-7@combles-nord.fr',
      sequence: 2,
      start: facts.start,
      end: facts.end,
      stamp: new Date('2026-10-20T12:00:00Z'),
      summary: 'Visite, gratuite; test',
      description: 'Ligne 1\nLigne 2',
      location: 'Lille',
      organizer: { name: 'Bruno', email: 'bruno@combles-nord.fr' },
      attendees: [{ name: 'Zoé', email: 'zoe@example.fr' }],
    })
    const lines = ics.split('\r\n')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(lines).toContain('METHOD:REQUEST')
    expect(lines).toContain('UID:visite-7@combles-nord.fr')
    expect(lines).toContain('SEQUENCE:2')
    // After the October change: 9:00 in Paris is 08:00 UTC.
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20261026T090000')
    expect(lines).toContain('DTEND;TZID=Europe/Paris:20261026T100000')
    expect(lines).toContain('DTSTAMP:20261020T120000Z')
    expect(lines).toContain('SUMMARY:Visite\\, gratuite\\; test')
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2')
    expect(lines).toContain('TZID:Europe/Paris')
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
  })

  it('escapes every line break in text and parameter values, a lone carriage return included', () => {
    const hostile = 'Jean\rATTENDEE:mailto:x@evil.example\r\nB\nC'
    const ics = visitIcs({
      method: 'REQUEST',
      uid: 'visite-8@combles-nord.fr',
      sequence: 0,
      start: facts.start,
      end: facts.end,
      stamp: new Date('2026-10-20T12:00:00Z'),
      summary: hostile,
      description: hostile,
      location: hostile,
      organizer: { name: 'Combles & Extensions du Nord', email: 'contact@combles-nord.fr' },
      attendees: [{ name: hostile, email: 'zoe@example.fr' }],
    })
    // The only line breaks are the CRLF ends of content lines (RFC 5545 §3.1): no lone CR or LF anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n')
    expect(unfolded.filter((line) => line.startsWith('ATTENDEE')).length).toBe(1)
    expect(unfolded).toContain('DESCRIPTION:Jean\\nATTENDEE:mailto:x@evil.example\\nB\\nC')
    expect(unfolded).toContain('LOCATION:Jean\\nATTENDEE:mailto:x@evil.example\\nB\\nC')
    // A parameter value cannot hold a line break at all (§3.2): it becomes a space.
    expect(unfolded.find((line) => line.startsWith('ATTENDEE'))).toContain('CN="Jean ATTENDEE:mailto:x@evil.example B C"')
  })

  it('folds long lines at 75 octets without cutting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`)
    const pieces = folded.split('\r\n ')
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true)
    expect(pieces.join('')).toBe(`DESCRIPTION:${'é'.repeat(100)}`)
  })

  it('e-mails the visitor and the salesperson the same invitation, CANCEL when cancelled, the visitor alone for the reminder', () => {
    const booked = visitEmails('booked', facts)
    expect(booked.map((email) => email.to)).toEqual(['zoe@example.fr', 'bruno@combles-nord.fr'])
    expect(booked[0]!.ics?.content).toBe(booked[1]!.ics?.content)
    expect(booked[0]!.text).toContain(
      'Bruno, de l’équipe Combles & Extensions du Nord, viendra chez vous lundi 26 octobre 2026 à 09:00 (4 rue Nationale, 59000 Lille).',
    )
    expect(booked[1]!.text).toContain('Adresse\u202f: 4 rue Nationale, 59000 Lille')
    expect(booked[0]!.ics?.content.replace(/\r\n /g, '')).toContain('LOCATION:Domicile de Zoé Martin\\, 4 rue Nationale\\, 59000 Lille')
    expect(booked[0]!.text).not.toContain('Lefèvre')
    expect(booked[0]!.text).toContain(facts.manageUrl)
    // The invitation names the company as organiser, never the salesperson's full name or address.
    const organizer = booked[0]!.ics?.content
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('ORGANIZER'))
    expect(organizer).toBe('ORGANIZER;CN="Combles & Extensions du Nord":mailto:contact@combles-nord.fr')
    expect(booked[0]!.ics?.content).not.toContain('Lefèvre')
    expect(booked[0]!.ics?.content).not.toContain('bruno@combles-nord.fr')
    expect(booked[0]!.subject).toBe('Votre visite gratuite est réservée\u202f: lundi 26 octobre 2026 à 09:00')
    const cancelled = visitEmails('cancelled', { ...facts, sequence: 1 })
    expect(cancelled[0]!.ics?.method).toBe('CANCEL')
    expect(cancelled[0]!.ics?.content).toContain('SEQUENCE:1')
    expect(cancelled[0]!.ics?.content).toContain('STATUS:CANCELLED')
    expect(visitEmails('reminder', facts).map((email) => email.to)).toEqual(['zoe@example.fr'])
  })

  it('reminds the day before at 10:00, unless that is already past', () => {
    expect(reminderAt(facts.start, new Date('2026-10-20T12:00:00Z'))?.toISOString()).toBe('2026-10-25T09:00:00.000Z')
    expect(reminderAt(facts.start, new Date('2026-10-25T15:00:00Z'))).toBeNull()
  })
})
