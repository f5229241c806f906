import { describe, expect, it } from 'vitest'
import { agendaEvents } from '@/appointments/rules/agendaEvents'
import { agendaAddress, agendaRequest, isAgendaKey } from '@/appointments/rules/agendaFeed'

const at = (iso: string) => new Date(iso)
const visit = {
  id: 7,
  leadId: 42,
  start: at('2026-12-09T09:30:00Z'),
  end: at('2026-12-09T10:30:00Z'),
  cancelled: false,
  sequence: 2,
  updatedAt: at('2026-12-06T18:00:00Z'),
  customer: 'Léa Martin',
  phone: '06 12 34 56 78',
  postalCode: '59000',
  owner: null,
}

describe('the agenda’s events', () => {
  it('shows a visit under its invitations’ UID and sequence, with the customer, phone, postcode and a link to the lead', () => {
    const [event] = agendaEvents([visit], [], 'https://combles.example')
    expect(event).toMatchObject({
      uid: 'visite-7@combles-nord.fr',
      sequence: 2,
      summary: 'Visite technique – Léa Martin',
      location: 'Chez Léa Martin, 59000',
      url: 'https://combles.example/admin/dashboard?lead=42',
      cancelled: false,
    })
    expect(event?.description).toBe('Téléphone : 06 12 34 56 78\nLead : https://combles.example/admin/dashboard?lead=42')
    expect(agendaEvents([{ ...visit, owner: 'Julie' }], [], '')[0]?.summary).toBe('Visite technique – Léa Martin (Julie)')
  })

  it('shows a next action for 30 minutes, once per lead, and not a second time when it is the booked visit itself', () => {
    const action = {
      leadId: 43,
      type: 'call',
      dueAt: at('2026-12-10T08:00:00Z'),
      note: 'Devis',
      updatedAt: at('2026-12-06T18:00:00Z'),
      customer: 'Paul',
      phone: '',
    }
    const [event] = agendaEvents([], [action], '')
    expect(event).toMatchObject({ uid: 'action-43@combles-nord.fr', summary: 'Appel – Paul', end: at('2026-12-10T08:30:00Z') })
    expect(event?.sequence).toBe(Math.floor(action.updatedAt.getTime() / 60_000))
    const plannedVisit = { ...action, leadId: 42, type: 'visit', dueAt: visit.start }
    expect(agendaEvents([visit], [plannedVisit], '').map((each) => each.uid)).toEqual(['visite-7@combles-nord.fr'])
    expect(agendaEvents([{ ...visit, cancelled: true }], [plannedVisit], '')).toHaveLength(2)
  })
})

describe('the agenda’s address', () => {
  it('names its person and a key that only the secret and the address’s version give', () => {
    const address = agendaAddress('https://combles.example', 's'.repeat(32), 12, 3)
    const asked = agendaRequest(address.split('/').pop()!)
    expect(address).toMatch(/^https:\/\/combles\.example\/api\/agenda\/12-[\w-]{43}\.ics$/)
    expect(asked?.userId).toBe(12)
    expect(isAgendaKey('s'.repeat(32), 12, 3, asked!.key)).toBe(true)
    expect(isAgendaKey('s'.repeat(32), 12, 4, asked!.key)).toBe(false)
    expect(isAgendaKey('s'.repeat(32), 13, 3, asked!.key)).toBe(false)
    for (const segment of ['12.ics', `12-${'a'.repeat(42)}.ics`, `x-${'a'.repeat(43)}.ics`, `12-${'a'.repeat(43)}.ics.ics`])
      expect(agendaRequest(segment)).toBeNull()
  })
})
