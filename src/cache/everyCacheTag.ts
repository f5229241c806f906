import { cacheTags } from '@/data/cacheTags'

/**
 * Every collection's and global's cache tag: clearing them all clears every cached read and page
 * (a single page's read carries the pages tag too).
 */
export const everyCacheTag: readonly string[] = Object.values(cacheTags).flatMap((tag) => (typeof tag === 'string' ? [tag] : []))
