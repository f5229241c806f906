import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { exportLeads } from '@/leads/collections/Leads/endpoints/exportLeads'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let sales: User

beforeAll(async () => {
  payload = await getTestPayload()
  sales = (await createStaff(payload)).sales!
})

describe('the CSV export', () => {
  it('gives each lead’s source and its form answers in words, after the original columns', async () => {
    const outcome = await acceptSubmission(
      payload,
      {
        body: JSON.stringify({
          formOrigin: 'deblocage-epargne-salariale',
          answers: { ...sampleAnswers['deblocage-epargne-salariale'], email: `export.${Date.now()}@example.fr` },
          source: {
            page: '/deblocage-epargne-salariale',
            referrer: 'https://www.google.fr/',
            utmSource: 'google',
            utmMedium: 'cpc',
            utmCampaign: 'pee-2026',
          },
          website: '',
        }),
        contentType: 'application/json',
        ip: '203.0.113.240',
      },
      { max: 1000, windowSeconds: 600 },
    )
    expect(outcome.status).toBe(201)
    const id = (outcome.body as { id: number }).id
    const response = await exportLeads.handler({
      payload,
      user: sales,
      query: { where: { id: { equals: String(id) } } },
    } as unknown as PayloadRequest)
    expect(response.status).toBe(200)
    const [header, row] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    const columns = header!.split(';')
    expect(columns.slice(0, 15)).toEqual([
      'Date',
      'Origine',
      'Nom',
      'E-mail',
      'Téléphone',
      'Code postal',
      'Statut',
      'Date du statut',
      'Motif de perte',
      'Responsable',
      'Prochaine action',
      'Échéance',
      'Dernière activité',
      'Délai de réponse',
      'Message',
    ])
    expect(columns.slice(15)).toEqual([
      'Page d’arrivée',
      'Site référent',
      'Source (utm_source)',
      'Support (utm_medium)',
      'Campagne (utm_campaign)',
      'Mot-clé (utm_term)',
      'Contenu (utm_content)',
      'Réponses du formulaire',
    ])
    expect(row).toContain(';/deblocage-epargne-salariale;https://www.google.fr/;google;cpc;pee-2026;;;')
    // Coded answers in words, one per line of the cell.
    expect(row).toMatch(/;"Type de projet\u00a0: Aménagement de combles\nUtilisation du PEE\u00a0: Je ne sais pas"$/)
  })
})
