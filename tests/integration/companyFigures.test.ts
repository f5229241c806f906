import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { settingsValuesOf, withSettings, type SettingsValues } from '@/rules/settingsTokens'
import { figureMentions, textsOf, type FigureName } from '../harness/figureMentions'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let values: SettingsValues

beforeAll(async () => {
  // Starting Payload on the fresh test database migrates it and seeds it (bootstrap).
  payload = await getTestPayload()
  const settings = await payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: false })
  values = settingsValuesOf(settings, new Date().getFullYear())
})

/** The one value each figure may take, as the settings give it. */
const expected = (): Record<FigureName, string> => ({
  projects: values.projets,
  years: values['annees-experience'],
  foundingYear: values['annee-fondation'],
  satisfied: values['clients-satisfaits'],
  valueGain: values['plus-value'],
  responseDelay: values['delai-rappel'],
  quoteDelay: values['delai-devis'],
  worksDuration: values['duree-travaux'],
})

/** Every figure stated in these texts whose value is not the settings' one. */
function contradictions(texts: string[]) {
  const wanted = expected()
  return texts.flatMap(figureMentions).filter((mention) => mention.value !== wanted[mention.figure].replace(/[\s\u00a0\u202f]+/g, ' '))
}

describe('company figures', () => {
  it('states each figure with its one value on every seeded page, its title and its description', async () => {
    const { docs } = await payload.find({ collection: slugs.pages, limit: 1000, depth: 0, overrideAccess: false })
    expect(docs.length).toBeGreaterThan(20)
    const texts = docs.flatMap((page) => textsOf(withSettings({ title: page.title, meta: page.meta, layout: page.layout }, values)))
    // Every figure is said somewhere, so the check above is not vacuous.
    const said = new Set(texts.flatMap(figureMentions).map((mention) => mention.figure))
    expect([...said].sort()).toEqual(Object.keys(expected()).sort())
    expect(contradictions(texts)).toEqual([])
    expect(texts.filter((text) => /\{[a-z-]+\}/.test(text))).toEqual([])
  })

  it('states them the same way in the timeline, the menu, the projects, the testimonials and the videos', async () => {
    const read = async (collection: 'timeline-entries' | 'projects' | 'testimonials' | 'videos') =>
      (await payload.find({ collection, limit: 1000, depth: 0, overrideAccess: false })).docs
    const navigation = await payload.findGlobal({ slug: slugs.navigation, overrideAccess: false })
    const texts = textsOf([
      await read(slugs.timelineEntries),
      await read(slugs.projects),
      await read(slugs.testimonials),
      await read(slugs.videos),
      navigation,
    ])
    expect(contradictions(texts)).toEqual([])
  })
})
