import { randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import { adminToken } from './adminToken'

/** A stem no other run or worker uses, for the names of files and documents a test creates. */
export const unique = () => `${Date.now()}-${randomInt(1e6)}`

export type ProjectSummary = { id: number; title: string; slug: string; type: string }

/** The seeded projects, read as a visitor through the REST API. */
export async function listProjects(request: APIRequestContext): Promise<ProjectSummary[]> {
  const response = await request.get('/api/projects?limit=100&depth=0&sort=id')
  const body = (await response.json()) as { docs: ProjectSummary[] }
  return body.docs
}

/** The local admin's Authorization header for REST calls (one sign-in per run: adminToken.ts). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

/** Whether React has hydrated the element: its DOM node then carries React's fiber. */
export const isHydrated = (locator: Locator) => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))

/**
 * Waits until React has hydrated the element, so that a hover or a click right after loading reaches its
 * handlers even on a busy machine.
 */
export async function hydrated(locator: Locator) {
  await expect.poll(() => isHydrated(locator), { timeout: 15_000 }).toBe(true)
}

/** A new editor, created by the local admin through the REST API, with their password. */
export async function newEditor(request: APIRequestContext, tag: string) {
  const editor = { email: `redaction.${tag}.${Date.now()}.${randomInt(1e6)}@combles-nord.fr`, password: 'mot-de-passe-redaction-1' }
  const created = await request.post('/api/users', {
    data: { ...editor, role: 'editor', name: 'Rédaction' },
    headers: await adminHeaders(request),
  })
  expect(created.status()).toBe(201)
  return editor
}

/** What an editor's campaign page holds: a hero, a FAQ block and the contact form block. */
export const landingPage = {
  title: 'Vos combles aménagés avant l’été',
  question: 'Combien de temps durent les travaux ?',
}

/** A campaign landing page created and published by a new editor through the API, at `/${slug}`. */
export async function createLandingPage(request: APIRequestContext, slug: string) {
  const editor = await newEditor(request, 'landing')
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const created = await request.post('/api/pages', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Offre de printemps',
      slug,
      _status: 'published',
      layout: [
        { blockType: 'hero', title: landingPage.title, intro: 'Étude gratuite pour toute demande avant le 31 mai.' },
        {
          blockType: 'faq',
          title: 'Vos questions',
          items: [{ question: landingPage.question, answer: 'De 21 à 28 jours selon la surface.' }],
        },
        { blockType: 'form', form: 'contact', title: 'Demandez votre étude' },
      ],
    },
  })
  expect(created.status()).toBe(201)
}

/** The years of experience the pages show: from the seeded founding year (1949), rounded down to five. */
export const yearsOfExperience = () => `${Math.floor((new Date().getFullYear() - 1949) / 5) * 5}+`
