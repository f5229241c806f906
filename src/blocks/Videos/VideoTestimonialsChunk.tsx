'use client'
import { lazyPart } from '@/blocks/shared/lazyPart'

/**
 * The video testimonials' player, a chunk of its own: every CMS page is one route, so imported directly it would join the scripts of
 * every page; loaded from here (a client module), only a page that draws it loads it, once the visitor scrolls near it (it stands
 * below the fold). Still rendered on the server.
 */
export const VideoTestimonialsChunk = lazyPart(() => import('./VideoTestimonials').then((m) => m.VideoTestimonials), {
  nearViewport: 'videos',
})
