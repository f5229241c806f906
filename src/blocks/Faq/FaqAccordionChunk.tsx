'use client'
import { lazyPart } from '@/blocks/shared/lazyPart'

/**
 * The FAQ's accordion, a chunk of its own: every CMS page is one route, so imported directly it would join the scripts of
 * every page; loaded from here (a client module), only a page that draws it loads it. Still rendered on the server.
 */
export const FaqAccordionChunk = lazyPart(() => import('./FaqAccordion').then((m) => m.FaqAccordion))
