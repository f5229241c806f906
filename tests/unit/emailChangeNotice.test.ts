import { describe, expect, it } from 'vitest'
import { emailChangeNotice } from '@/auth/emailChangeNotice'

const change = {
  oldEmail: 'julie.martin@combles-nord.fr',
  newEmail: 'julie@exemple.fr',
  name: 'Julie Martin',
  at: new Date('2026-11-30T09:15:00Z'),
}

describe('emailChangeNotice', () => {
  it('goes to the old address and names the new one, the time in Paris and the way back', () => {
    const notice = emailChangeNotice({ ...change, byAdmin: false }, 'https://combles-nord.fr/admin')
    expect(notice.to).toBe('julie.martin@combles-nord.fr')
    expect(notice.subject).toBe('L’adresse e-mail de votre compte a changé')
    expect(notice.text).toMatch(/^Bonjour Julie Martin,\n/)
    expect(notice.text).toContain('remplacée par julie@exemple.fr le 30 novembre 2026 à 10:15.')
    expect(notice.text).toContain('prévenez aussitôt un administrateur')
    expect(notice.text).toContain('https://combles-nord.fr/admin')
    expect(notice.text).not.toContain('par un administrateur.')
  })

  it('says when an admin made the change', () => {
    expect(emailChangeNotice({ ...change, byAdmin: true }, 'x').text).toContain('le 30 novembre 2026 à 10:15 par un administrateur.')
  })

  it('speaks French typography: a non-breaking space before a colon, no typewriter apostrophe', () => {
    const { subject, text } = emailChangeNotice({ ...change, byAdmin: true, name: null }, 'https://combles-nord.fr/admin')
    expect(text).toMatch(/^Bonjour,\n/)
    for (const part of [subject, text.replace(/https:\/\/\S+/g, '')]) expect(part).not.toMatch(/ [:;!?]|'/)
  })
})
