import { describe, expect, it } from 'vitest'
import { readConsent, saveConsent } from '@/components/consent/consentStore'

const memory = () => {
  const data = new Map<string, string>()
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) }
}

describe('analytics consent', () => {
  it('is unknown until the visitor chooses', () => {
    expect(readConsent(memory())).toBeNull()
  })
  it('remembers acceptance and refusal for six months, then asks again', () => {
    const storage = memory()
    const now = Date.UTC(2026, 0, 1)
    saveConsent(storage, 'accepted', now)
    expect(readConsent(storage, now + 30 * 86_400_000)).toBe('accepted')
    expect(readConsent(storage, now + 183 * 86_400_000)).toBeNull()
    saveConsent(storage, 'refused', now)
    expect(readConsent(storage, now)).toBe('refused')
  })
  it('treats unreadable storage as no choice', () => {
    const storage = memory()
    storage.setItem('analytics-consent', '{oops')
    expect(readConsent(storage)).toBeNull()
    storage.setItem('analytics-consent', JSON.stringify({ choice: 'maybe', at: 1 }))
    expect(readConsent(storage)).toBeNull()
  })
})
