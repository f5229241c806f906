import type { AudienceKey } from '@/audience/rules/audienceEvents'

/** Counters added up in memory, then written together: a page view costs no database write of its own. */
export type AudienceRow = AudienceKey & { count: number }

type Options = {
  /** How long counts wait before they are written (a second: the report is read in days). */
  flushMs?: number
  /** A write happens sooner once this many counters wait. */
  maxPending?: number
  /**
   * The most counters one day may gain from this process: beyond, a new source's words are folded into « autre », so
   * that made-up campaign names cannot grow the table without end.
   */
  maxDayKeys?: number
}

const keyText = (key: AudienceKey) =>
  JSON.stringify([key.day, key.path, key.form, key.step, key.source, key.medium, key.campaign, key.kind])

/**
 * The process's audience counter: `count` adds one to a counter in memory; the counts are written by `write` (one upsert
 * that adds them to the stored ones) every `flushMs`, or sooner when many wait, and by `flush` (at the end of a test, or
 * of the process). A failed write puts its counts back for the next one.
 */
export function createAudienceCounter(write: (rows: AudienceRow[]) => Promise<void>, options: Options = {}) {
  const { flushMs = 1_000, maxPending = 500, maxDayKeys = 5_000 } = options
  let pending = new Map<string, AudienceRow>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()
  let today = { day: '', keys: new Set<string>() }

  function folded(key: AudienceKey): AudienceKey {
    if (today.day !== key.day) today = { day: key.day, keys: new Set() }
    const text = keyText(key)
    if (today.keys.has(text) || today.keys.size < maxDayKeys) {
      today.keys.add(text)
      return key
    }
    return { ...key, source: 'autre', medium: '', campaign: '' }
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    const rows = [...pending.values()]
    pending = new Map()
    writing = writing.then(async () => {
      if (!rows.length) return
      try {
        await write(rows)
      } catch (error) {
        console.error('Mesure d’audience : écriture reportée', error)
        for (const row of rows) add(row, row.count)
      }
    })
    return writing
  }

  function add(key: AudienceKey, count: number) {
    const text = keyText(key)
    const row = pending.get(text)
    if (row) row.count += count
    else pending.set(text, { ...key, count })
    if (pending.size >= maxPending) void flush()
    else timer ??= setTimeout(() => void flush(), flushMs)
    // A counter waiting never keeps the process alive.
    if (timer && typeof timer === 'object' && 'unref' in timer) timer.unref()
  }

  return { count: (key: AudienceKey) => add(folded(key), 1), flush }
}
