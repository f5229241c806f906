import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceLead } from '@/leads/intake/announceLeads'
import { announcedLeadIds } from '@/leads/live/leadChannel'

type Sent = { values: [string, string] }

/** A connection that records each announcement, answering when `answer` is called (or failing as asked). */
function connection(fail: (call: number) => 'sync' | 'async' | false = () => false) {
  const sent: number[][] = []
  const waiting: (() => void)[] = []
  const query = (config: Sent) => {
    const call = sent.length
    sent.push(announcedLeadIds(config.values[1]))
    const failure = fail(call)
    if (failure === 'sync') throw new Error('refused at once')
    if (failure === 'async') return Promise.reject(new Error('refused'))
    return new Promise<void>((resolve) => waiting.push(resolve))
  }
  const answer = () => waiting.splice(0).forEach((resolve) => resolve())
  return { pool: { query } as never, sent, answer }
}

afterEach(() => vi.restoreAllMocks())

describe('announcing stored leads', () => {
  it('sends the leads stored while an announcement is on its way together in the next one, each once', async () => {
    const { pool, sent, answer } = connection()
    announceLead(pool, 1)
    expect(sent).toEqual([[1]])
    announceLead(pool, 2)
    announceLead(pool, 3)
    announceLead(pool, 4)
    expect(sent).toEqual([[1]])
    answer()
    await vi.waitFor(() => expect(sent).toEqual([[1], [2, 3, 4]]))
    answer()
    await new Promise((resolve) => setTimeout(resolve))
    announceLead(pool, 5)
    expect(sent).toEqual([[1], [2, 3, 4], [5]])
  })

  it('goes on announcing after a failed announcement, whether it failed at once or later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { pool, sent } = connection((call) => (call === 0 ? 'sync' : call === 1 ? 'async' : false))
    announceLead(pool, 1)
    await new Promise((resolve) => setTimeout(resolve))
    announceLead(pool, 2)
    await new Promise((resolve) => setTimeout(resolve))
    announceLead(pool, 3)
    expect(sent).toEqual([[1], [2], [3]])
    expect(console.error).toHaveBeenCalledTimes(2)
  })
})
