import { describe, expect, it } from 'vitest'
import { logLimits, truncateLogValue } from '@/config/truncateLogValue'

/** The longest string anywhere inside a value. */
const longestString = (value: unknown): number =>
  typeof value === 'string'
    ? value.length
    : value && typeof value === 'object'
      ? Math.max(0, ...Object.values(value).map(longestString))
      : 0

/** An error like the one drizzle throws for a failed query: its SQL in the message, its parameters beside it. */
function failedQuery(words: number) {
  const params = Array.from({ length: words }, (_, index) => `%mot${index}%`)
  const sql = `select "id" from "projects" where ${params.map((_, index) => `"title" ilike $${index + 1}`).join(' and ')}`
  return Object.assign(
    new Error(`Failed query: ${sql}\nparams: ${params.join(',')}`, {
      cause: Object.assign(new Error('bind message supplies too many parameters'), { code: '08P01' }),
    }),
    {
      query: sql,
      params,
    },
  )
}

describe('truncateLogValue', () => {
  it('cuts every string to 2 KiB, says how much was cut, and leaves short ones alone', () => {
    const long = 'x'.repeat(100_000)
    const cut = truncateLogValue({ msg: long, short: 'court', count: 3, nested: { deeper: [long] } }) as Record<string, unknown>
    expect(cut.short).toBe('court')
    expect(cut.count).toBe(3)
    expect(longestString(cut)).toBeLessThan(logLimits.characters + 50)
    expect(cut.msg).toMatch(/… \[97952 caractères coupés]$/)
  })

  it('turns a failed query with 100,000 parameters into an entry of a few kilobytes', () => {
    const error = failedQuery(100_000)
    expect(JSON.stringify({ message: error.message, stack: error.stack, query: error.query, params: error.params }).length).toBeGreaterThan(
      5_000_000,
    )
    const logged = truncateLogValue({ err: error }) as { err: Record<string, unknown> }
    expect(logged.err.type).toBe('Error')
    expect(String(logged.err.message)).toMatch(/^Failed query: select "id" from "projects"/)
    expect((logged.err.cause as Record<string, unknown>).code).toBe('08P01')
    expect((logged.err.params as unknown[]).length).toBe(logLimits.items + 1)
    expect(longestString(logged)).toBeLessThan(logLimits.characters + 50)
    expect(JSON.stringify(logged).length).toBeLessThan(20_000)
  })

  it('survives cycles, deep nesting, buffers and dates', () => {
    const cyclic: Record<string, unknown> = { name: 'boucle' }
    cyclic.self = cyclic
    expect(truncateLogValue(cyclic)).toEqual({ name: 'boucle', self: '[Circular]' })
    let deep: unknown = 'fond'
    for (let level = 0; level < 20; level++) deep = { level: deep }
    expect(JSON.stringify(truncateLogValue(deep))).toContain('[…]')
    expect(truncateLogValue(Buffer.alloc(10_000_000))).toBe('[Buffer, 10000000 octets]')
    const date = new Date('2026-01-01T00:00:00Z')
    expect(truncateLogValue(date)).toBe(date)
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, index]))
    expect(Object.keys(truncateLogValue(wide) as object)).toHaveLength(logLimits.keys + 1)
  })

  it('escapes control characters, so that a value cannot end its line and forge another one', () => {
    const forged = 'abc\u0000\n[12:00:00] INFO: connexion de admin@combles-nord.fr\r\u001b[2K\u2028fin'
    const logged = truncateLogValue({ msg: forged, where: { [`title\n`]: { equals: forged } } }) as Record<string, unknown>
    const escaped = 'abc\\0\\n[12:00:00] INFO: connexion de admin@combles-nord.fr\\r\\u001b[2K\\u2028fin'
    expect(logged.msg).toBe(escaped)
    expect(logged.where).toEqual({ 'title\\n': { equals: escaped } })
    expect(truncateLogValue('tab\tkept, é and « » too')).toBe('tab\tkept, é and « » too')
  })

  it('escapes an error’s message inside its stack too, and keeps the stack’s own lines', () => {
    const error = new Error('Failed query: select 1\nparams: a\u0000\nFAUX')
    const logged = truncateLogValue(error) as { message: string; stack: string }
    expect(logged.message).toBe('Failed query: select 1\\nparams: a\\0\\nFAUX')
    const [first, ...frames] = logged.stack.split('\n')
    expect(first).toBe('Error: Failed query: select 1\\nparams: a\\0\\nFAUX')
    expect(frames.length).toBeGreaterThan(0)
    for (const frame of frames) expect(frame).toMatch(/^\s+at /)
  })
})
