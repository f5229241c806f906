import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import { signInAs, type Session } from '../session'

const json = (session: Session) => ({ ...session, 'content-type': 'application/json' })

async function created(path: string, session: Session, data: Record<string, unknown>): Promise<number> {
  const response = await request(`${APP_URL}${path}`, {
    method: 'POST',
    headers: json(session),
    body: JSON.stringify(data),
    timeoutMs: 60_000,
  })
  if (response.status !== 201) throw new Error(`POST ${path} refused (${response.status}): ${response.body.slice(0, 120)}`)
  return (JSON.parse(response.body) as { doc: { id: number } }).doc.id
}

async function salesperson(admin: Session, name: string): Promise<Session> {
  const credentials = { email: `audit.${name}.${Date.now()}@combles-nord.fr`, password: 'Audit-commercial-2026-longue' }
  await created('/api/users', admin, { ...credentials, name, role: 'sales' })
  return signInAs(credentials)
}

/**
 * A salesperson rewriting a colleague's note: refused (403), and the note reads as its author wrote it.
 * A note is changed by its author or an admin only.
 */
export async function noteRows(admin: Session, log: (line: string) => void): Promise<Row[]> {
  log('security: another salesperson’s note')
  const measure = 'security: rewrite a colleague’s note'
  try {
    const [author, colleague] = [await salesperson(admin, 'auteur'), await salesperson(admin, 'collegue')]
    const lead = await created('/api/leads', admin, {
      formOrigin: 'contact',
      name: 'Audit notes',
      email: `audit.notes.${Date.now()}@example.fr`,
      status: 'new',
    })
    const text = 'Rappeler mardi (audit).'
    const note = await created('/api/lead-notes', author, { lead, content: text })
    const patch = await request(`${APP_URL}/api/lead-notes/${note}`, {
      method: 'PATCH',
      headers: json(colleague),
      body: JSON.stringify({ content: 'Réécrit par un collègue.' }),
      timeoutMs: 60_000,
    })
    const reread = await request(`${APP_URL}/api/lead-notes/${note}?depth=0`, { headers: admin, timeoutMs: 60_000 })
    const content = (JSON.parse(reread.body) as { content?: string }).content
    const unchanged = content === text
    return [
      {
        measure,
        median: `PATCH ${patch.status}`,
        tail: unchanged ? 'note unchanged' : 'note rewritten',
        target: '403, note unchanged',
        result: verdict(patch.status === 403 && unchanged),
      },
    ]
  } catch (error) {
    return [
      {
        measure,
        median: 'could not run',
        tail: error instanceof Error ? error.message.slice(0, 120) : String(error),
        target: '',
        result: verdict(false),
      },
    ]
  }
}
