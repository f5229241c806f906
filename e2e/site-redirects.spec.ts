import { expect, test, type APIRequestContext } from '@playwright/test'
import { createPublishedPage, expectMoved, visit } from './cms-helpers'
import { adminHeaders, listProjects } from './site-helpers'

type Redirect = { id: number; from: string; to: { type: string; url?: string | null; reference?: { relationTo: string; value: number } } }

async function redirectsFrom(request: APIRequestContext, headers: Record<string, string>, paths: string[]): Promise<Redirect[]> {
  const query = paths.map((path, index) => `where[from][in][${index}]=${encodeURIComponent(path)}`).join('&')
  const response = await request.get(`/api/redirects?${query}&depth=0`, { headers })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Redirect[] }).docs
}

test('visitors cannot read the redirects through the API', async ({ request }) => {
  const response = await request.get('/api/redirects')
  expect(response.status()).toBe(403)
})

test('a project whose address an editor changes answers at its old address with a 308 to the new one, without chains', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const project = (await listProjects(request))[3]
  if (!project) throw new Error('no project')
  const original = `/projet/${project.slug}`
  const movedSlug = `${project.slug}-bis`
  const moved = `/projet/${movedSlug}`
  try {
    expect((await request.patch(`/api/projects/${project.id}`, { headers, data: { slug: movedSlug } })).ok()).toBe(true)
    await expectMoved(request, original, moved)
    expect((await visit(request, moved)).status()).toBe(200)

    // Back to the first address: it is the project's again, the second one moves to it.
    expect((await request.patch(`/api/projects/${project.id}`, { headers, data: { slug: project.slug } })).ok()).toBe(true)
    await expectMoved(request, moved, original)
    expect((await visit(request, original)).status()).toBe(200)
    const redirects = await redirectsFrom(request, headers, [original, moved])
    expect(redirects.map((redirect) => redirect.from)).toEqual([moved])
    expect(redirects[0]?.to).toMatchObject({ type: 'reference', reference: { relationTo: 'projects', value: project.id } })
  } finally {
    await request.patch(`/api/projects/${project.id}`, { headers, data: { slug: project.slug } })
    for (const redirect of await redirectsFrom(request, headers, [original, moved]))
      await request.delete(`/api/redirects/${redirect.id}`, { headers })
  }
})

test('a redirect added by hand sends its address to a page or to a project, and an address sent to a project that moves follows it', async ({
  request,
}) => {
  const headers = await adminHeaders(request)
  const [first, second] = await listProjects(request)
  if (!first || !second) throw new Error('no project')
  const stamp = Date.now()
  const toPage = `/projet/ancienne-realisation-${stamp}`
  const toProject = `/projet/ancien-chantier-${stamp}`
  const ids: number[] = []
  const movedSlug = `${second.slug}-bis`
  try {
    for (const data of [
      // Typed as editors may: with the site's origin and a trailing slash.
      { from: `http://127.0.0.1${toPage}/`, to: { type: 'custom', url: '/plans-et-inspirations' } },
      { from: toProject, to: { type: 'custom', url: `/projet/${second.slug}` } },
    ]) {
      const created = await request.post('/api/redirects', { headers, data })
      expect(created.status()).toBe(201)
      ids.push(((await created.json()) as { doc: Redirect }).doc.id)
    }
    await expectMoved(request, toPage, '/plans-et-inspirations')
    await expectMoved(request, toProject, `/projet/${second.slug}`)

    // The project moves: the hand-made redirect now names the project and leads to its new address in one step.
    expect((await request.patch(`/api/projects/${second.id}`, { headers, data: { slug: movedSlug } })).ok()).toBe(true)
    const moved = `/projet/${movedSlug}`
    await expectMoved(request, toProject, moved)
    await expectMoved(request, `/projet/${second.slug}`, moved)
  } finally {
    await request.patch(`/api/projects/${second.id}`, { headers, data: { slug: second.slug } })
    for (const id of ids) await request.delete(`/api/redirects/${id}`, { headers })
    const moved = `/projet/${movedSlug}`
    for (const redirect of await redirectsFrom(request, headers, [`/projet/${second.slug}`, moved]))
      await request.delete(`/api/redirects/${redirect.id}`, { headers })
  }
  // An unknown project address with no redirect stays a 404.
  expect((await visit(request, `/projet/inconnu-${stamp}`)).status()).toBe(404)
})

test('a page renamed in an autosaved draft, then published, answers at its last published address with a 308', async ({ request }) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const [first, renamed] = [`campagne-${stamp}`, `campagne-${stamp}-renommee`]
  const id = await createPublishedPage(request, headers, { title: 'Campagne', slug: first, heroTitle: 'Campagne de printemps' })
  try {
    // What the admin does: the new address is autosaved as a draft first, then the editor publishes.
    expect((await request.patch(`/api/pages/${id}?draft=true&autosave=true`, { headers, data: { slug: renamed } })).ok()).toBe(true)
    expect((await request.patch(`/api/pages/${id}`, { headers, data: { _status: 'published' } })).ok()).toBe(true)
    await expectMoved(request, `/${first}`, `/${renamed}`)
    expect((await visit(request, `/${renamed}`)).status()).toBe(200)
  } finally {
    for (const redirect of await redirectsFrom(request, headers, [`/${first}`]))
      await request.delete(`/api/redirects/${redirect.id}`, { headers })
    await request.delete(`/api/pages/${id}`, { headers })
  }
})
