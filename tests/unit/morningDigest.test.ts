import { describe, expect, it } from 'vitest'
import {
  digestDay,
  digestEmail,
  digestsByOwner,
  hasDigest,
  nextDigestTime,
  type DigestItem,
  type DigestLead,
} from '@/leads/rules/morningDigest'

describe('digestDay', () => {
  it('is the Paris calendar day of the run, not the UTC one', () => {
    expect(digestDay(new Date('2026-03-12T06:30:00Z'))).toBe('2026-03-12')
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(digestDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July in Paris.
    expect(digestDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01')
    expect(digestDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30')
  })
})

describe('nextDigestTime', () => {
  it('is the next 7:30 in Paris, in winter and in summer', () => {
    expect(nextDigestTime(new Date('2026-01-15T05:00:00Z'))).toEqual(new Date('2026-01-15T06:30:00Z'))
    expect(nextDigestTime(new Date('2026-01-15T06:30:00Z'))).toEqual(new Date('2026-01-16T06:30:00Z'))
    expect(nextDigestTime(new Date('2026-07-01T10:00:00Z'))).toEqual(new Date('2026-07-02T05:30:00Z'))
  })

  it('follows the change to summer time', () => {
    // Saturday 28 March 2026, 8:00 in Paris; the clocks go forward that night.
    expect(nextDigestTime(new Date('2026-03-28T07:00:00Z'))).toEqual(new Date('2026-03-29T05:30:00Z'))
  })
})

// Thursday 12 March 2026, 7:30 in Paris (UTC+1).
const now = new Date('2026-03-12T06:30:00Z')
const item = (leadId: number, ownerId: number, dueAt: string, extra: Partial<DigestItem> = {}): DigestItem => ({
  leadId,
  ownerId,
  name: `Lead ${leadId}`,
  type: 'call',
  dueAt,
  ...extra,
})

describe('digestsByOwner', () => {
  it('gives each owner their overdue actions and the rest of today’s, by due date, and nothing to someone with nothing', () => {
    const digests = digestsByOwner(
      [
        item(1, 10, '2026-03-12T09:00:00Z'),
        item(2, 10, '2026-03-10T09:00:00Z'),
        item(3, 10, '2026-03-12T23:00:00Z'), // Friday 0:00 in Paris: tomorrow
        item(4, 20, '2026-03-12T22:59:00Z'), // Thursday 23:59 in Paris: today
        item(5, 20, '2026-03-12T06:00:00Z'), // 7:00 this morning: already late
        item(6, 30, '2026-03-13T09:00:00Z'),
      ],
      now,
    )
    expect(
      digests.map(({ ownerId, overdue, today }) => [ownerId, overdue.map((each) => each.leadId), today.map((each) => each.leadId)]),
    ).toEqual([
      [10, [2], [1]],
      [20, [5], [4]],
    ])
  })
})

describe('digestEmail', () => {
  const [digest] = digestsByOwner(
    [
      item(7, 10, '2026-03-09T15:00:00Z', { name: 'Jean Dupont', phone: '06 12 34 56 78', note: 'Rappeler pour le devis' }),
      item(8, 10, '2026-03-12T13:30:00Z', { name: 'Élodie Martin', type: 'meeting' }),
      item(9, 10, '2026-03-12T16:00:00Z', { name: 'Marc Petit', type: 'quote' }),
    ],
    now,
  )

  it('is one French message with a subject that counts, dates in French and a link per lead', () => {
    const mail = digestEmail(digest!, { name: 'Alice Vente', email: 'alice@combles-nord.fr' }, 'https://www.combles-nord.fr/', now)
    expect(mail.to).toBe('alice@combles-nord.fr')
    expect(mail.subject).toBe('Votre journée\u00a0: 1 action en retard, 2 actions aujourd’hui')
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Alice Vente,',
      '',
      'Voici vos actions du jeudi 12 mars 2026.',
      '',
      'En retard (1)\u00a0:',
      '- Appel prévu le lundi 9 mars 2026 à 16:00 — Jean Dupont, 06 12 34 56 78 (Rappeler pour le devis)',
      '  https://www.combles-nord.fr/admin/dashboard?lead=7',
      '',
      'Aujourd’hui (2)\u00a0:',
      '- Rendez-vous à 14:30 — Élodie Martin',
      '  https://www.combles-nord.fr/admin/dashboard?lead=8',
      '- Devis à envoyer à 17:00 — Marc Petit',
      '  https://www.combles-nord.fr/admin/dashboard?lead=9',
      '',
      'Vos leads en retard\u00a0: https://www.combles-nord.fr/admin/dashboard?responsable=moi&echeance=en-retard',
      'Vos leads du jour\u00a0: https://www.combles-nord.fr/admin/dashboard?responsable=moi&echeance=aujourdhui',
    ])
  })

  it('names only what there is', () => {
    const onlyToday = { ...digest!, overdue: [] }
    const mail = digestEmail(onlyToday, { email: 'bruno@combles-nord.fr' }, 'http://127.0.0.1:3110', now)
    expect(mail.subject).toBe('Votre journée\u00a0: 2 actions aujourd’hui')
    expect(mail.text).toMatch(/^Bonjour,\n/)
    expect(mail.text).not.toContain('En retard')
  })
})

describe('digestEmail, new and unplanned leads', () => {
  const lead = (leadId: number, createdAt: string, status = 'new', name = `Lead ${leadId}`): DigestLead => ({
    leadId,
    name,
    status,
    createdAt,
  })
  const nothing = { ownerId: 10, overdue: [], today: [], waiting: { leads: [], total: 0 }, unplanned: { leads: [], total: 0 } }

  it('names the oldest new leads with their wait, counts the others and links the filtered lists, oldest first', () => {
    const digest = {
      ...nothing,
      waiting: { leads: [lead(1, '2026-02-15T06:00:00Z', 'new', 'Jean Dupont'), lead(2, '2026-03-12T03:30:00Z')], total: 13 },
      unplanned: { leads: [lead(3, '2026-02-02T10:00:00Z', 'in-progress', 'Marc Petit')], total: 1 },
    }
    expect(hasDigest(digest)).toBe(true)
    expect(hasDigest(nothing)).toBe(false)
    const mail = digestEmail(digest, { name: 'Alice', email: 'alice@combles-nord.fr' }, 'https://www.combles-nord.fr/', now)
    expect(mail.subject).toBe('Votre journée\u00a0: 13 nouveaux leads en attente, 1 lead sans prochaine action')
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Alice,',
      '',
      'Voici vos actions du jeudi 12 mars 2026.',
      '',
      'Nouveaux leads sans réponse (13)\u00a0:',
      '- Jean Dupont — en attente depuis 25\u00a0jours',
      '  https://www.combles-nord.fr/admin/dashboard?lead=1',
      '- Lead 2 — en attente depuis 3\u00a0h',
      '  https://www.combles-nord.fr/admin/dashboard?lead=2',
      '- et 11 autres',
      'Tous, du plus ancien au plus récent\u00a0: https://www.combles-nord.fr/admin/dashboard?statut=new&responsable=moi&tri=anciens',
      '',
      'Leads sans prochaine action (1)\u00a0:',
      '- Marc Petit — En cours, reçu le 2 février 2026',
      '  https://www.combles-nord.fr/admin/dashboard?lead=3',
      'Tous, du plus ancien au plus récent\u00a0: https://www.combles-nord.fr/admin/dashboard?responsable=moi&echeance=sans&tri=anciens',
      '',
      'Vos leads en retard\u00a0: https://www.combles-nord.fr/admin/dashboard?responsable=moi&echeance=en-retard',
      'Vos leads du jour\u00a0: https://www.combles-nord.fr/admin/dashboard?responsable=moi&echeance=aujourdhui',
    ])
  })
})
