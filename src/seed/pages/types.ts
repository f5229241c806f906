import type { Page } from '@/payload-types'
import type { MediaIdOf } from '../media'

/** The layout a seed writes: blocks as the admin would save them, without their generated ids. */
type PageBlock = NonNullable<Page['layout']>[number]
type SeedBlock = PageBlock extends infer Block ? (Block extends PageBlock ? Omit<Block, 'id'> : never) : never

/** What a page seed may ask while writing its layout: the id of a committed seed picture by file name. */
export type SeedContext = { media: MediaIdOf }

export type PageSeed = {
  slug: string
  title: string
  /** The whole <title> (with the company name) and the description, for the page's SEO fields. */
  meta: { title: string; description: string }
  noIndex?: boolean
  layout: (context: SeedContext) => SeedBlock[]
}

/** Array rows of one text each, as Payload stores a list of strings. */
export const texts = (items: readonly string[]) => items.map((text) => ({ text }))
