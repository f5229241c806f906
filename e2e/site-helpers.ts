import { randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import { devAdmin } from './helpers'

export type ProjectSummary = { id: number; title: string; slug: string; type: string }

/** The seeded projects, read as a visitor through the REST API. */
export async function listProjects(request: APIRequestContext): Promise<ProjectSummary[]> {
  const response = await request.get('/api/projects?limit=100&depth=0&sort=id')
  const body = (await response.json()) as { docs: ProjectSummary[] }
  return body.docs
}

/** Signs in as the local admin through the REST API and returns the Authorization header. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { email, password } = devAdmin()
  const response = await request.post('/api/users/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/**
 * Waits until React has hydrated the element (its DOM node then carries React's fiber), so that a
 * hover or a click right after loading reaches its handlers even on a busy machine.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), { timeout: 15_000 })
    .toBe(true)
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
