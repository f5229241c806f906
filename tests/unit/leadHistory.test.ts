import { describe, expect, it } from 'vitest'
import { describeActivity } from '@/leads/rules/activityTypes'
import { leadChanges } from '@/leads/rules/leadChanges'
import { leadTimeline } from '@/leads/rules/leadTimeline'
import { describeNextAction, lacksNextAction } from '@/leads/rules/nextAction'

const names = new Map([
  [1, 'Claire Martin'],
  [2, 'Hugo Lefèvre'],
])
const reasons = new Map([[3, 'Prix']])
const ownerName = {
  owner: (id: number) => names.get(id) ?? `Utilisateur n° ${id}`,
  lostReason: (id: number) => reasons.get(id) ?? `Motif n° ${id}`,
}

describe('leadChanges', () => {
  it('gives each changed field in words: status labels, owner names, empty values', () => {
    const changes = leadChanges(
      { status: 'new', owner: null, name: 'Dupont', email: 'a@example.fr', phone: '', postalCode: '80000' },
      { status: 'converted', owner: { id: 2 }, name: 'Dupont', email: 'b@example.fr', phone: '06 12 34 56 78', postalCode: '80000' },
      ownerName,
    )
    expect(changes).toEqual([
      { field: 'status', before: 'Nouveau', after: 'Converti' },
      { field: 'owner', before: 'Non attribué', after: 'Hugo Lefèvre' },
      { field: 'email', before: 'a@example.fr', after: 'b@example.fr' },
      { field: 'phone', before: '(vide)', after: '06 12 34 56 78' },
    ])
  })

  it('records a lead lost for a reason, and the reason emptied when it comes back', () => {
    expect(leadChanges({ status: 'in-progress', lostReason: null }, { status: 'lost', lostReason: { id: 3 } }, ownerName)).toEqual([
      { field: 'status', before: 'En cours', after: 'Perdu' },
      { field: 'lostReason', before: '(vide)', after: 'Prix' },
    ])
    expect(leadChanges({ status: 'lost', lostReason: 3 }, { status: 'in-progress', lostReason: null }, ownerName)).toEqual([
      { field: 'status', before: 'Perdu', after: 'En cours' },
      { field: 'lostReason', before: 'Prix', after: '(vide)' },
    ])
  })

  it('records a reassignment and an unassignment by name', () => {
    expect(leadChanges({ owner: 1 }, { owner: 2 }, ownerName)).toEqual([{ field: 'owner', before: 'Claire Martin', after: 'Hugo Lefèvre' }])
    expect(leadChanges({ owner: { id: 1 } }, { owner: null }, ownerName)).toEqual([
      { field: 'owner', before: 'Claire Martin', after: 'Non attribué' },
    ])
  })

  it('records nothing when nothing tracked changed, or a field the update did not carry', () => {
    const lead = { status: 'in-progress', owner: 1, name: 'Dupont', email: 'a@example.fr', phone: null, postalCode: '' }
    expect(leadChanges(lead, { ...lead, owner: { id: 1 }, phone: '' }, ownerName)).toEqual([])
    expect(leadChanges(lead, { status: undefined }, ownerName)).toEqual([])
  })

  it('describes a next action as one sentence, in Paris time', () => {
    const before = { type: null, dueAt: null, note: null }
    const after = { type: 'call', dueAt: '2026-03-12T09:00:00.000Z', note: 'Devis combles' }
    expect(leadChanges({ nextAction: before }, { nextAction: after }, ownerName)).toEqual([
      { field: 'nextAction', before: 'Aucune', after: 'Appel le 12 mars 2026 à 10:00 (Devis combles)' },
    ])
    // Same moment written differently: no change.
    expect(leadChanges({ nextAction: after }, { nextAction: { ...after, dueAt: '2026-03-12T10:00:00+01:00' } }, ownerName)).toEqual([])
    expect(describeNextAction({ type: 'meeting', dueAt: '2026-07-01T16:30:00.000Z', note: ' ' })).toBe(
      'Rendez-vous le 1 juillet 2026 à 18:30',
    )
  })

  it('flags an open lead without a next action, never a closed one', () => {
    expect(lacksNextAction('to-contact', null)).toBe(true)
    expect(lacksNextAction('in-progress', { type: 'call', dueAt: null })).toBe(true)
    expect(lacksNextAction('in-progress', { type: 'call', dueAt: '2026-03-12T09:00:00.000Z' })).toBe(false)
    expect(lacksNextAction('converted', null)).toBe(false)
    expect(lacksNextAction('invalid', null)).toBe(false)
  })
})

describe('the spam flag in the history', () => {
  it('reads "Oui" or "Non", and only when the update carries it', () => {
    expect(leadChanges({ suspectedSpam: false }, { suspectedSpam: true }, ownerName)).toEqual([
      { field: 'suspectedSpam', before: 'Non', after: 'Oui' },
    ])
    expect(leadChanges({ suspectedSpam: true }, { suspectedSpam: null }, ownerName)).toEqual([
      { field: 'suspectedSpam', before: 'Oui', after: 'Non' },
    ])
    expect(leadChanges({ suspectedSpam: true }, { suspectedSpam: true }, ownerName)).toEqual([])
    expect(leadChanges({ suspectedSpam: true }, {}, ownerName)).toEqual([])
  })
})

describe('describeActivity', () => {
  it('gives an activity in one line: its day in Paris, types, outcome and comment', () => {
    expect(
      describeActivity({ date: '2026-03-01T23:30:00.000Z', types: ['called', 'email-sent'], outcome: 'no-answer', comment: ' Rappeler. ' }),
    ).toBe('02/03/2026 · Appelé, Email envoyé · Pas de réponse · Rappeler.')
    expect(describeActivity({ date: '2026-03-02T10:00:00.000Z', types: ['voicemail'], outcome: null, comment: '' })).toBe(
      '02/03/2026 · Message vocal laissé',
    )
  })
})

describe('leadTimeline', () => {
  it('lists changes, activities and notes together, newest first', () => {
    const timeline = leadTimeline(
      [{ id: 1, createdAt: '2026-03-10T10:00:00.000Z' }],
      [{ id: 7, createdAt: '2026-03-11T10:00:00.000Z' }],
      [
        { id: 3, createdAt: '2026-03-09T10:00:00.000Z' },
        { id: 4, createdAt: '2026-03-10T10:00:00.000Z' },
      ],
    )
    expect(timeline.map((entry) => `${entry.kind}:${entry.item.id}`)).toEqual(['note:7', 'change:4', 'activity:1', 'change:3'])
  })
})
