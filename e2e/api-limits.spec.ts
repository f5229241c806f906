import { expect, test, type APIResponse } from '@playwright/test'

const override = { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' }
const words = (count: number) => Array.from({ length: count }, (_, index) => `mot${index}`).join(' ')

async function expectRefusal(response: APIResponse, status: 400 | 413, message: RegExp) {
  expect(response.status()).toBe(status)
  const body = (await response.json()) as { errors: { message: string }[] }
  expect(body.errors[0]?.message).toMatch(message)
}

test('a read sent as a POST body is bounded to 8 KiB, on every collection', async ({ request }) => {
  // The attack as it was sent: 60,000 words to search for, anonymously.
  const search = new URLSearchParams({ 'where[title][like]': words(60_000) }).toString()
  for (const path of ['/api/projects', '/api/leads']) {
    await expectRefusal(
      await request.post(path, { headers: override, data: search }),
      413,
      /^Requête trop volumineuse\u00a0: 8\u00a0Kio au plus\.$/,
    )
  }
  const justOver = `limit=1&sort=${'a'.repeat(8 * 1024)}`
  await expectRefusal(await request.post('/api/testimonials', { headers: override, data: justOver }), 413, /trop volumineuse/)
})

test('public queries are bounded in conditions and search terms', async ({ request }) => {
  const elevenWords = new URLSearchParams({ 'where[title][like]': words(11) }).toString()
  await expectRefusal(
    await request.get(`/api/projects?${elevenWords}`),
    400,
    /^Requête refusée\u00a0: .*10\u00a0mots et 200\u00a0caractères au plus\.$/,
  )
  await expectRefusal(await request.post('/api/projects', { headers: override, data: elevenWords }), 400, /10\u00a0mots/)
  const manyConditions = Array.from({ length: 21 }, (_, index) => `where[or][${index}][title][equals]=t${index}`).join('&')
  await expectRefusal(await request.get(`/api/videos?${manyConditions}`), 400, /20\u00a0conditions au plus/)
  await expectRefusal(
    await request.get('/api/timeline-entries?where[or][0][and][0][or][0][and][0][title][equals]=x'),
    400,
    /3\u00a0niveaux/,
  )
})

test('malformed queries answer 400 with a French message, not 500', async ({ request }) => {
  await expectRefusal(
    await request.get('/api/projects?where[title][near]=1,2,3'),
    400,
    /l’opérateur «\u00a0near\u00a0» n’est pas pris en charge ici/,
  )
  await expectRefusal(await request.get('/api/media?where[alt][sounds_like]=x'), 400, /opérateur «\u00a0sounds_like\u00a0» inconnu/)
  await expectRefusal(await request.get('/api/projects?limit=beaucoup'), 400, /«\u00a0limit\u00a0» doit être un nombre entier positif/)
  await expectRefusal(await request.get('/api/testimonials?page=deux'), 400, /«\u00a0page\u00a0»/)
  await expectRefusal(await request.get('/api/projects?depth=50'), 400, /«\u00a0depth\u00a0» vaut 3 au plus/)
  await expectRefusal(await request.get('/api/globals/site-settings?depth=abc'), 400, /«\u00a0depth\u00a0»/)
  await expectRefusal(await request.get(`/api/projects?where=${encodeURIComponent('{"title":')}`), 400, /n’est pas un JSON valide/)
  // Ids are PostgreSQL integers: anything else failed in SQL, a 500.
  await expectRefusal(await request.get('/api/pages?where[id][in]=a,b'), 400, /un identifiant est un nombre entier/)
  await expectRefusal(await request.get('/api/projects?where[id][equals]=99999999999'), 400, /identifiant/)
  await expectRefusal(await request.get('/api/projects?where[beforeImage][equals]=abc'), 400, /identifiant/)
  await expectRefusal(await request.get('/api/pages?where[meta.image][equals]=abc'), 400, /identifiant/)
})

test('ordinary gallery queries still work, in the address or in a POST body', async ({ request }) => {
  const all = await request.get('/api/projects?limit=100&depth=0&sort=id')
  expect(all.status()).toBe(200)
  const projects = ((await all.json()) as { docs: { id: number; type: string; title: string }[] }).docs
  const first = projects[0]
  if (!first) throw new Error('no project')
  const sameType = projects.filter((project) => project.type === first.type).map((project) => project.id)

  const query = `where[type][equals]=${first.type}&limit=12&page=1&depth=1&sort=id`
  for (const response of [
    await request.get(`/api/projects?${query}`),
    await request.post('/api/projects', { headers: override, data: query }),
  ]) {
    expect(response.status()).toBe(200)
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    expect(docs.map((doc) => doc.id)).toEqual(sameType.slice(0, 12))
  }
  const titleWords = first.title.split(/\s+/).slice(0, 3).join(' ')
  const search = await request.get(`/api/projects?${new URLSearchParams({ 'where[title][like]': titleWords, depth: '0' })}`)
  expect(((await search.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toContain(first.id)
  expect((await request.get('/api/globals/site-settings?depth=0')).status()).toBe(200)
  expect((await request.get('/api/testimonials?where[kind][equals]=short&limit=3')).status()).toBe(200)
})

test('every collection and global anonymous visitors may read is bounded, pages and navigation included', async ({ request }) => {
  // The attack as it was sent on the pages: a 6,500-word search per request, 1.4 s each, anonymously.
  const longSearch = new URLSearchParams({ 'where[title][like]': Array.from({ length: 6_500 }, () => 'a').join(' ') }).toString()
  await expectRefusal(await request.get(`/api/pages?${longSearch}`), 400, /10\u00a0mots et 200\u00a0caractères au plus/)
  await expectRefusal(await request.get('/api/globals/navigation?depth=50'), 400, /«\u00a0depth\u00a0» vaut 3 au plus/)
  expect((await request.get('/api/pages?where[title][like]=combles&depth=0&limit=3')).status()).toBe(200)
})
