import { describe, expect, it } from 'vitest'
import { audienceEventSchema, audienceKeyOf, audienceSource, declinesMeasurement } from '@/audience/rules/audienceEvents'
import { referrerHost } from '@/audience/rules/referrerHost'

const sitePaths = new Set(['/', '/contact', '/etude-gratuite'])
const isSitePath = (path: string) => sitePaths.has(path)
// 23:30 on 6 December in UTC is 00:30 on the 7th in Paris.
const now = new Date('2026-12-06T23:30:00Z')
const event = (fields: Record<string, unknown>) => audienceEventSchema.parse(fields)

describe('audienceKeyOf', () => {
  it('counts a page view by Paris day, page and source, the query left out', () => {
    expect(
      audienceKeyOf(event({ kind: 'view', path: '/contact?utm_source=x#haut', utmSource: ' Google ', utmMedium: 'CPC' }), now, isSitePath),
    ).toEqual({
      day: '2026-12-07',
      path: '/contact',
      form: '',
      step: 0,
      source: 'google',
      medium: 'cpc',
      campaign: '',
      kind: 'view',
    })
  })

  it('counts a form’s events with their form, a step with its number', () => {
    expect(
      audienceKeyOf(
        event({ kind: 'step', path: '/etude-gratuite', form: 'etude-gratuite', step: 2, referrerHost: 'bing.com' }),
        now,
        isSitePath,
      ),
    ).toMatchObject({
      form: 'etude-gratuite',
      step: 2,
      source: 'bing.com',
    })
    expect(audienceKeyOf(event({ kind: 'start', path: '/contact', form: 'contact' }), now, isSitePath)).toMatchObject({
      form: 'contact',
      step: 0,
    })
  })

  it('counts nothing for an address that is not the site’s, a form event without its form, a step without its number', () => {
    expect(audienceKeyOf(event({ kind: 'view', path: '/wp-login.php' }), now, isSitePath)).toBeNull()
    expect(audienceKeyOf(event({ kind: 'start', path: '/contact' }), now, isSitePath)).toBeNull()
    expect(audienceKeyOf(event({ kind: 'step', path: '/etude-gratuite', form: 'etude-gratuite' }), now, isSitePath)).toBeNull()
  })

  it('refuses what is not an event: an unknown kind or form, a long address, a step out of range', () => {
    for (const bad of [
      { kind: 'click', path: '/' },
      { kind: 'shown', path: '/', form: 'inconnu' },
      { kind: 'view', path: `/${'a'.repeat(400)}` },
      { kind: 'step', path: '/', form: 'contact', step: 40 },
    ])
      expect(audienceEventSchema.safeParse(bad).success).toBe(false)
  })
})

describe('a visit’s source and the browser’s refusal', () => {
  it('names the source by the campaign, else the referring site, else nothing (direct)', () => {
    expect(audienceSource('google', 'bing.com')).toBe('google')
    expect(audienceSource(undefined, 'bing.com')).toBe('bing.com')
    expect(audienceSource(undefined, undefined)).toBe('')
  })

  it('honours Global Privacy Control and Do Not Track', () => {
    expect(declinesMeasurement(new Headers({ 'Sec-GPC': '1' }))).toBe(true)
    expect(declinesMeasurement(new Headers({ DNT: '1' }))).toBe(true)
    expect(declinesMeasurement(new Headers({ DNT: '0' }))).toBe(false)
  })
})

describe('referrerHost', () => {
  it('keeps the referring site’s host alone, without www.', () => {
    expect(referrerHost('https://www.bing.com/search?q=combles')).toBe('bing.com')
    expect(referrerHost('https://combles-nord.fr/contact')).toBe('combles-nord.fr')
    expect(referrerHost('')).toBeUndefined()
    expect(referrerHost('pas une adresse')).toBeUndefined()
    expect(referrerHost(null)).toBeUndefined()
  })
})
