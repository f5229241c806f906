import { describe, expect, it } from 'vitest'
import { frenchHour, isStaleSave, staleSaveMessage } from '@/rules/staleSave'

describe('isStaleSave', () => {
  it('refuses a form loaded before the stored version', () => {
    expect(isStaleSave('2026-03-02T09:41:59.000Z', '2026-03-02T09:42:00.123Z')).toBe(true)
  })

  it('lets through a form carrying the stored version, or a later one', () => {
    expect(isStaleSave('2026-03-02T09:42:00.123Z', '2026-03-02T09:42:00.123Z')).toBe(false)
    expect(isStaleSave('2026-03-02T09:43:00.000Z', '2026-03-02T09:42:00.000Z')).toBe(false)
  })

  it('does not judge a save without a loaded time, or with an unreadable one', () => {
    expect(isStaleSave(undefined, '2026-03-02T09:42:00.000Z')).toBe(false)
    expect(isStaleSave('hier', '2026-03-02T09:42:00.000Z')).toBe(false)
    expect(isStaleSave('2026-03-02T09:42:00.000Z', undefined)).toBe(false)
  })
})

describe('staleSaveMessage', () => {
  it('says when, in Paris time and French typography', () => {
    expect(frenchHour(new Date('2026-03-02T09:42:00Z'))).toBe('10\u00a0h\u00a042')
    expect(frenchHour(new Date('2026-07-02T07:05:00Z'))).toBe('9\u00a0h\u00a005')
    expect(staleSaveMessage('2026-03-02T09:42:00Z')).toMatch(/^Ce document a été modifié par quelqu’un d’autre à 10\u00a0h\u00a042, /)
  })
})
