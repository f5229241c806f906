import { describe, expect, it } from 'vitest'
import { startTagManager, TAG_MANAGER_SCRIPT_ID, type TagManagerHost } from '@/components/consent/tagManager'

type FakeScript = { id: string; async: boolean; src: string }

/** A document reduced to what the tag manager touches: lookups by id, new elements, the head. */
function fakeHost(dataLayer?: unknown[]) {
  const added: FakeScript[] = []
  const document = {
    getElementById: (id: string) => added.find((script) => script.id === id) ?? null,
    createElement: () => ({ id: '', async: false, src: '' }),
    head: { appendChild: (script: FakeScript) => added.push(script) },
  }
  return { host: { dataLayer, document } as unknown as TagManagerHost, added }
}

describe('startTagManager', () => {
  it('adds the data layer, the start event and the async script of the container', () => {
    const { host, added } = fakeHost()
    startTagManager('GTM-AB12&x', host, 1_700_000_000_000)
    expect(host.dataLayer).toEqual([{ 'gtm.start': 1_700_000_000_000, event: 'gtm.js' }])
    expect(added).toEqual([{ id: TAG_MANAGER_SCRIPT_ID, async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12%26x' }])
  })

  it('keeps the events already pushed and starts only once per page', () => {
    const { host, added } = fakeHost([{ event: 'earlier' }])
    startTagManager('GTM-AB12', host, 1)
    startTagManager('GTM-AB12', host, 2)
    expect(added).toHaveLength(1)
    expect(host.dataLayer).toEqual([{ event: 'earlier' }, { 'gtm.start': 1, event: 'gtm.js' }])
  })
})
