/** The visitor's analytics choice, kept in localStorage for six months (CNIL guidance: ask again after that). */
export type ConsentChoice = 'accepted' | 'refused'

const KEY = 'analytics-consent'
const SIX_MONTHS_MS = 182 * 24 * 60 * 60 * 1000

export function readConsent(storage: Pick<Storage, 'getItem'>, now = Date.now()): ConsentChoice | null {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as { choice?: string; at?: number } | null
    if (!saved || (saved.choice !== 'accepted' && saved.choice !== 'refused') || typeof saved.at !== 'number') return null
    return now - saved.at < SIX_MONTHS_MS ? saved.choice : null
  } catch {
    return null
  }
}

export function saveConsent(storage: Pick<Storage, 'setItem'>, choice: ConsentChoice, now = Date.now()) {
  storage.setItem(KEY, JSON.stringify({ choice, at: now }))
}
