import { defaultLoggerOptions, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the server log', () => {
  it('keeps every entry of Payload’s logger to a few kilobytes, even for a failed query with 100,000 parameters', () => {
    const params = Array.from({ length: 100_000 }, (_, index) => `%mot${index}%`)
    const sql = `select "id" from "projects" where ${params.map((_, index) => `"title" ilike $${index + 1}`).join(' and ')}`
    const failed = Object.assign(new Error(`Failed query: ${sql}\nparams: ${params.join(',')}`), { query: sql, params })
    // The stream Payload's logger writes to, before the pretty printing.
    const lines: string[] = []
    const written = vi.spyOn(defaultLoggerOptions, 'write').mockImplementation((line: unknown) => lines.push(String(line)) > 0)
    try {
      payload.logger.error({ err: failed })
      payload.logger.error(failed)
      payload.logger.error({ msg: `Recherche refusée ${sql}`, query: { where: { title: { like: params.join(' ') } } } })
      payload.logger.info(`Requête ${sql}`)
    } finally {
      written.mockRestore()
    }
    expect(lines).toHaveLength(4)
    for (const line of lines) expect(line.length).toBeLessThan(20_000)
    expect(lines[0]).toContain('Failed query: select')
  })

  it('writes a value holding a NUL and a line feed escaped: printed, it cannot forge another entry', () => {
    const forged = 'abc\u0000\n[12:00:00] INFO: connexion de admin@combles-nord.fr\r\nfin'
    const lines: string[] = []
    const written = vi.spyOn(defaultLoggerOptions, 'write').mockImplementation((line: unknown) => lines.push(String(line)) > 0)
    try {
      payload.logger.warn(`Requête refusée ${forged}`)
      payload.logger.error({ msg: 'Requête refusée', where: { title: { equals: forged } } })
    } finally {
      written.mockRestore()
    }
    expect(lines).toHaveLength(2)
    // Each entry as the pretty printer reads it: none of its strings holds a control character to print raw.
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; where?: unknown })
    expect(entries[0]!.msg).toBe('Requête refusée abc\\0\\n[12:00:00] INFO: connexion de admin@combles-nord.fr\\r\\nfin')
    const controls = (value: unknown): boolean =>
      typeof value === 'string'
        ? /[\u0000-\u001f]/.test(value)
        : typeof value === 'object' && value !== null && Object.entries(value).some(([key, item]) => controls(key) || controls(item))
    for (const entry of entries) expect(controls(entry)).toBe(false)
  })
})
