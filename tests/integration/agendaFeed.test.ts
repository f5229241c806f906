import { spawnSync } from 'node:child_process'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { GET } from '@/app/(payload)/api/agenda/[feed]/route'
import { agendaAddress } from '@/appointments/rules/agendaFeed'
import { newBookingToken } from '@/appointments/rules/bookingToken'
import { visitUid } from '@/appointments/rules/visitStatus'
import { answerBooking, answerSlots } from '@/appointments/server/answerAppointments'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import type { User } from '@/payload-types'
import { getTestPayload } from '../harness/payload'

/*
 * A salesperson's calendar address, as a phone's calendar reads it: parsed by a real iCalendar reader
 * (Debian's python3-icalendar), at the right instants in Europe/Paris, a moved visit under its UID with a
 * higher SEQUENCE; any other address finds nothing.
 */

type ParsedEvent = {
  uid: string
  sequence: number
  start: string
  end: string
  tz: string
  summary: string
  status: string
  description: string
}

/** The calendar's name and events, read by python's icalendar; instants as UTC ISO strings. */
function parse(ics: string): { name: string; events: ParsedEvent[] } {
  const script = `
import icalendar, json, sys, datetime
calendar = icalendar.Calendar.from_ical(sys.stdin.read())
utc = datetime.timezone.utc
events = [{
  'uid': str(e['UID']), 'sequence': int(e['SEQUENCE']),
  'start': e.decoded('DTSTART').astimezone(utc).strftime('%Y-%m-%dT%H:%M:%S.000Z'),
  'end': e.decoded('DTEND').astimezone(utc).strftime('%Y-%m-%dT%H:%M:%S.000Z'),
  'tz': str(e['DTSTART'].params.get('TZID')), 'summary': str(e['SUMMARY']), 'status': str(e['STATUS']),
  'description': str(e['DESCRIPTION'])} for e in calendar.walk('VEVENT')]
print(json.dumps({'name': str(calendar['X-WR-CALNAME']), 'events': events}))
`
  // Debian's own Python, where python3-icalendar is installed (.ci/run).
  const run = spawnSync('/usr/bin/python3', ['-c', script], { input: ics, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as { name: string; events: ParsedEvent[] }
}

let payload: Payload
let seller: User
let count = 0

const submission = (): NewLead => {
  const tag = `${Date.now()}-${++count}`
  return {
    formOrigin: 'combles-maison-phenix',
    status: 'new',
    suspectedSpam: false,
    name: `Agenda ${tag}`,
    email: `agenda.${tag}@example.fr`,
    phone: `07 ${String(Date.now() % 1e8).padStart(8, '0')}`,
    postalCode: '62100',
    message: '',
    formData: {},
    source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
    proof: { formVersion: 'agenda-1', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
    submissionId: `agenda-${tag}-abcdefghijkl`,
  }
}

const feedOf = async (address: string) => {
  const segment = address.split('/').pop()!
  return GET(new Request(address), { params: Promise.resolve({ feed: segment }) })
}
const address = (user: User, version = 0) => agendaAddress('http://localhost:3000', payload.secret, user.id, version)
const versionOf = async (user: User) =>
  Number(
    (await postgresOf(payload).pool.query('select calendar_feed_version from users where id = $1', [user.id])).rows[0]
      .calendar_feed_version,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  // Only this file's salesperson takes the Pas-de-Calais's leads and visits.
  await postgresOf(payload).pool.query(`update users set receives_leads = false where role = 'sales'`)
  seller = (await payload.create({
    collection: slugs.users,
    data: {
      email: `agenda.${Date.now()}@test.combles-nord.fr`,
      password: 'mot-de-passe-de-test-1',
      role: 'sales',
      name: 'Julie Agenda',
      departments: ['62'],
    },
    overrideAccess: true,
  })) as User
})

describe('a salesperson’s calendar address', () => {
  it('holds their booked visit at its instant in Europe/Paris, then the moved visit under the same UID with a higher SEQUENCE, and their next actions', async () => {
    const id = await storeLead(payload, submission())
    const context = { pool: postgresOf(payload).pool, secret: payload.secret }
    const token = newBookingToken(payload.secret, id)
    const offered = await answerSlots(context, token)
    const [first, second] = (offered.body as { slots: string[] }).slots
    expect(
      (await answerBooking(context, JSON.stringify({ token, start: first, address: { street: '1 rue Neuve', town: 'Lille' } }), 'book'))
        .status,
    ).toBe(201)
    await payload.create({
      collection: slugs.leads,
      data: { ...submission(), owner: seller.id, nextAction: { type: 'call', dueAt: second, note: 'Rappeler pour le devis' } },
      overrideAccess: true,
    })

    const response = await feedOf(address(seller, await versionOf(seller)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const booked = parse(await response.text())
    expect(booked.name).toBe('Mes visites – Julie Agenda')
    const visit = booked.events.find((event) => event.summary.startsWith('Visite technique'))!
    expect(visit).toMatchObject({ start: first, tz: 'Europe/Paris', sequence: 0, status: 'CONFIRMED' })
    expect(visit.uid).toMatch(/^visite-\d+@combles-nord\.fr$/)
    expect(visit.description).toContain(`/admin/dashboard?lead=${id}`)
    expect(booked.events.find((event) => event.summary.startsWith('Appel'))).toMatchObject({ start: second, status: 'CONFIRMED' })

    expect((await answerBooking(context, JSON.stringify({ token, start: second }), 'move')).status).toBe(200)
    const moved = parse(await (await feedOf(address(seller, await versionOf(seller)))).text())
    expect(moved.events.filter((event) => event.uid === visit.uid)).toEqual([expect.objectContaining({ start: second, sequence: 1 })])
    expect(visit.uid).toBe(visitUid(Number(visit.uid.match(/\d+/)![0])))
  })

  it('is given to the person alone, in their own account; renewed, the old address finds nothing', async () => {
    const own = await payload.findByID({
      collection: slugs.users,
      id: seller.id,
      user: { ...seller, collection: 'users' },
      overrideAccess: false,
    })
    expect(own.calendarFeed).toBe(
      agendaAddress(process.env.SERVER_URL || 'http://localhost:3000', payload.secret, seller.id, await versionOf(seller)),
    )
    const read = await payload.findByID({ collection: slugs.users, id: seller.id, overrideAccess: true })
    expect(read.calendarFeed).toBeFalsy()

    const before = address(seller, await versionOf(seller))
    await postgresOf(payload).pool.query('update users set calendar_feed_version = calendar_feed_version + 1 where id = $1', [seller.id])
    expect((await feedOf(before)).status).toBe(404)
    expect((await feedOf(address(seller, await versionOf(seller)))).status).toBe(200)
  })

  it('answers 404 and says nothing to a wrong key, another person’s id or a malformed address', async () => {
    const right = address(seller, await versionOf(seller))
    const wrongKey = right.replace(/-([\w-]{43})\.ics$/, (_, key: string) => `-${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}.ics`)
    const otherId = right.replace(`/${seller.id}-`, `/${seller.id + 100000}-`)
    for (const asked of [wrongKey, otherId, right.replace('.ics', '.txt'), `${right}x`]) {
      const response = await feedOf(asked)
      expect(response.status, asked).toBe(404)
      expect(await response.text()).toBe('Introuvable.')
    }
  })
})
