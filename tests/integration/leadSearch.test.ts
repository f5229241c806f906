import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { leadListQuery, type LeadFilters, type LeadPage } from '@/leads/dashboard/api'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import { searchKey } from '@/leads/rules/searchKey'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let token: string
const stamp = `${Date.now()}`
const ids = { elodie: 0, coeur: 0, helene: 0 }
const noFilters: LeadFilters = { search: '', status: '', origin: '', from: '', to: '', owner: '', due: '' }

/** The dashboard's own request for one page of the list, through Payload's REST API, as a sales user. */
async function listed(search: string): Promise<number[]> {
  const request = new Request(`http://localhost:3000/api/leads?${leadListQuery({ ...noFilters, search }, { id: 0 }, 1, 100)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const response = await handleEndpoints({ config, request })
  expect(response.status).toBe(200)
  return ((await response.json()) as LeadPage).docs.map((lead) => lead.id)
}

beforeAll(async () => {
  payload = await getTestPayload()
  const sales = (await createStaff(payload)).sales as User
  token = (await payload.login({ collection: slugs.users, data: { email: sales.email, password: 'mot-de-passe-de-test-1' } })).token!
  const create = async (name: string, email: string, phone: string, postalCode: string) =>
    (
      await payload.create({
        collection: slugs.leads,
        data: { formOrigin: 'contact', status: 'new', name, email, phone, postalCode },
        overrideAccess: true,
      })
    ).id
  ids.elodie = await create('Élodie Lefèvre', `elodie.${stamp}@example.fr`, '06 11 22 33 44', '59000')
  ids.coeur = await create('Gaëtan Cœur', `gaetan.${stamp}@exemple.fr`, '+44 20 7946 0958', '80000')
  // Through the submission endpoint's own INSERT, which bypasses Payload's hooks.
  const submitted = await acceptSubmission(
    payload,
    {
      body: JSON.stringify({
        formOrigin: 'contact',
        answers: { ...sampleAnswers.contact, name: 'Hélène François', email: `HELENE.${stamp}@Example.fr`, phone: '+33 7 98 76 54 32' },
        source: { page: '/contact' },
        website: '',
      }),
      contentType: 'application/json',
      ip: '203.0.113.250',
    },
    { max: 1000, windowSeconds: 600 },
  )
  expect(submitted.status).toBe(201)
  ids.helene = (submitted.body as { id: number }).id
})

describe('the dashboard search', () => {
  it('ignores case and accents, both in the search and in the leads', async () => {
    expect(await listed('LEFÈVRE')).toContain(ids.elodie)
    expect(await listed('lefevre')).toContain(ids.elodie)
    expect(await listed('elodie')).toContain(ids.elodie)
    expect(await listed('ÉLODIE LEFÈVRE')).toContain(ids.elodie)
    expect(await listed('coeur')).toContain(ids.coeur)
    expect(await listed('GAETAN')).toContain(ids.coeur)
    expect(await listed('francois')).toContain(ids.helene)
    expect(await listed('Hélène')).toContain(ids.helene)
  })

  it('still finds e-mails, postal codes and phones, also in their normalised form', async () => {
    expect(await listed(`helene.${stamp}@example`)).toEqual([ids.helene])
    expect(await listed(`gaetan.${stamp}`)).toEqual([ids.coeur])
    expect(await listed('80000')).toContain(ids.coeur)
    expect(await listed('0798765432')).toContain(ids.helene)
    expect(await listed('07 98 76')).toContain(ids.helene)
    expect(await listed('+33 7 98 76 54 32')).toContain(ids.helene)
    expect(await listed('06.11.22.33.44')).toContain(ids.elodie)
    expect(await listed('7946 0958')).toContain(ids.coeur)
  })

  it('finds nothing for a search no lead matches', async () => {
    expect(await listed(`introuvable${stamp}`)).toEqual([])
  })

  it('follows a lead whose name changes, and one that is anonymised', async () => {
    await payload.update({ collection: slugs.leads, id: ids.coeur, data: { name: 'Gaëtan Bœuf' }, overrideAccess: true })
    expect(await listed('boeuf')).toContain(ids.coeur)
    expect(await listed('coeur')).not.toContain(ids.coeur)
    await postgresOf(payload).pool.query('update leads set name = $1 where id = $2', ['Anonymisé', ids.coeur])
    expect(await listed('boeuf')).not.toContain(ids.coeur)
  })
})

describe('the search column', () => {
  it('is spelled by PostgreSQL (unaccent, lower) exactly as the dashboard spells a search', async () => {
    const letters = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæßÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸŒÆ'
    const words = ['Lefèvre', 'ÉLODIE', 'Cœur', "d'Hérouville", 'Noël-Æsir', 'STRAßE', ...letters.split('')]
    const { rows } = await postgresOf(payload).pool.query<{ spelled: string }>(
      'select lead_search_text(word, null, null, null, null) as spelled from unnest($1::text[]) as word',
      [words],
    )
    expect(rows.map((row) => row.spelled)).toEqual(words.map(searchKey))
  })

  it('is indexed: a search can be answered from the trigram index', async () => {
    const client = await postgresOf(payload).pool.connect()
    try {
      await client.query('begin')
      await client.query('set local enable_seqscan = off')
      const { rows } = await client.query<{ 'QUERY PLAN': string }>("explain select id from leads where search_text ilike '%lefevre%'")
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('leads_search_text_idx')
      await client.query('rollback')
    } finally {
      client.release()
    }
  })
})
