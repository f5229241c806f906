'use client'
import dynamic from 'next/dynamic'

/**
 * The interactive parts of blocks, each a chunk of its own. Every CMS page is one route, so a part
 * imported directly would join the scripts of every page; loaded from here (a client module), a page
 * loads only the parts it draws. They are still rendered on the server: the HTML is whole before any
 * script runs.
 */
export const FaqAccordion = dynamic(() => import('@/components/blocks/FaqAccordion').then((m) => m.FaqAccordion))
export const GalleryFilter = dynamic(() => import('@/components/blocks/GalleryFilter').then((m) => m.GalleryFilter))
export const TestimonialStrip = dynamic(() => import('@/components/blocks/TestimonialStrip').then((m) => m.TestimonialStrip))
export const VideoTestimonials = dynamic(() => import('@/components/blocks/VideoTestimonials').then((m) => m.VideoTestimonials))
/** Only in an editor's preview: redraws the page on each save. Nothing to draw on the server. */
export const LivePreviewListener = dynamic(() => import('@/components/cms/LivePreviewListener').then((m) => m.LivePreviewListener), {
  ssr: false,
})
