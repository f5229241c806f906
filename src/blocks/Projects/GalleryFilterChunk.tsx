'use client'
import { lazyPart } from '@/blocks/shared/lazyPart'

/**
 * The projects' gallery filter, a chunk of its own: every CMS page is one route, so imported directly it would join the scripts of
 * every page; loaded from here (a client module), only a page that draws it loads it. Still rendered on the server.
 */
export const GalleryFilterChunk = lazyPart(() => import('./GalleryFilter').then((m) => m.GalleryFilter))
