import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pagePath } from '../src/rules/pagePath'
import { pageSeeds } from '../src/seed/pages/pageSeeds'

const siteFolder = fileURLToPath(new URL('../src/app/(site)', import.meta.url))
const blocksFolder = fileURLToPath(new URL('../src/blocks', import.meta.url))

/** Each block's component source by the block's slug, read from the blocks' folders. */
function blockSources(): Map<string, string> {
  const sources = new Map<string, string>()
  for (const folder of readdirSync(blocksFolder, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'shared') continue
    const config = readFileSync(path.join(blocksFolder, folder.name, 'config.ts'), 'utf8')
    const slug = /slug: '([^']+)'/.exec(config)?.[1]
    if (slug) sources.set(slug, readFileSync(path.join(blocksFolder, folder.name, 'Component.tsx'), 'utf8'))
  }
  return sources
}

/**
 * What one block of a page reads: its component's source, except for the testimonials block, whose
 * mode decides which testimonials it reads (the short ones, the chosen long ones, or a service's).
 */
function blockReads(block: { blockType: string; mode?: string | null }, blocks: Map<string, string>): string {
  if (block.blockType !== 'testimonials') return blocks.get(block.blockType) ?? ''
  if (block.mode === 'strip') return "getTestimonials('short')"
  if (block.mode === 'service') return 'getTestimonialsFor('
  return "getTestimonials('reusable')"
}

/** The pages the seed writes in the CMS, each with the sources of the blocks it is made of. */
function cmsPages(routeSources: Map<string, string>): SitePage[] {
  const blocks = blockSources()
  return pageSeeds.map((seed) => {
    const layout = seed.layout({ media: () => 0 })
    const address = pagePath(seed.slug)
    const source = [routeSources.get(address) ?? '', ...layout.map((block) => blockReads(block, blocks))].join('\n')
    return { path: address, source }
  })
}

export type SitePage = { path: string; source: string }

/**
 * Every prerendered page of the public site: each page.tsx below src/app/(site) but those of dynamic
 * segments, with its address (route groups add nothing to it), and every page of the CMS that the seed
 * writes, its source being its blocks' components.
 */
export function sitePages(): SitePage[] {
  const routes = routePages()
  const routeSources = new Map(routes.map((page) => [page.path, page.source]))
  const cms = cmsPages(routeSources)
  const cmsPaths = new Set(cms.map((page) => page.path))
  return [...routes.filter((page) => !cmsPaths.has(page.path)), ...cms].sort((a, b) => a.path.localeCompare(b.path))
}

function routePages(): SitePage[] {
  return readdirSync(siteFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx' && !file.includes('['))
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.' && !segment.startsWith('('))
      return { path: `/${segments.join('/')}`, source: readFileSync(path.join(siteFolder, file), 'utf8') }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** The addresses of the pages whose source makes one of the reads. */
export function pagesReading(read: RegExp): string[] {
  return sitePages()
    .filter((page) => read.test(page.source))
    .map((page) => page.path)
}
