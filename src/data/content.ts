import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { siteSettingsTag } from '@/data/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { Project, SiteSetting, Testimonial, TimelineEntry, Video } from '@/payload-types'

/**
 * The public pages' reads, all through the Local API as an anonymous visitor (overrideAccess: false),
 * each selecting only what the pages show. Pages are static: these run at build and when a hook
 * revalidates a page, never on an ordinary visit.
 */

export type SiteInfo = Pick<
  SiteSetting,
  'companyName' | 'tagline' | 'phone' | 'email' | 'address' | 'hours' | 'agencies' | 'legal' | 'videoChannelUrl' | 'figures'
>

/**
 * The settings are cached under a tag as well as with the pages, so that a page rendered on demand
 * (an unknown path's 404) does not read the database for its header and footer.
 */
export const getSiteSettings = unstable_cache(readSiteSettings, ['site-settings'], { tags: [siteSettingsTag] })

async function readSiteSettings(): Promise<SiteInfo> {
  const payload = await getPayloadClient()
  return payload.findGlobal({
    slug: slugs.siteSettings,
    overrideAccess: false,
    depth: 0,
    select: {
      companyName: true,
      tagline: true,
      phone: true,
      email: true,
      address: true,
      hours: true,
      agencies: true,
      legal: true,
      videoChannelUrl: true,
      figures: true,
    },
  }) as Promise<SiteInfo>
}

export type ProjectCardData = Pick<
  Project,
  'id' | 'title' | 'slug' | 'type' | 'surface' | 'location' | 'description' | 'beforeImage' | 'afterImage'
>

/** What a project card shows; the project page reads these and more. */
const projectCardFields = {
  title: true,
  slug: true,
  type: true,
  surface: true,
  location: true,
  description: true,
  beforeImage: true,
  afterImage: true,
} as const

export async function getProjectCards(limit = 100): Promise<ProjectCardData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    sort: 'id',
    limit,
    depth: 1,
    overrideAccess: false,
    select: projectCardFields,
  })
  return docs as ProjectCardData[]
}

export async function getProjectSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    sort: 'id',
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}

export async function getProjectBySlug(slug: string): Promise<Project | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    select: {
      ...projectCardFields,
      duration: true,
      gallery: true,
      challenges: true,
      solutions: true,
      benefits: { title: true, description: true },
      testimonial: true,
      specifications: true,
      financing: true,
      updatedAt: true,
    },
  })
  return (docs[0] as Project | undefined) ?? null
}

export type TestimonialData = Pick<Testimonial, 'id' | 'kind' | 'text' | 'rating' | 'author' | 'initials' | 'context'>

export async function getTestimonials(kind: Testimonial['kind']): Promise<TestimonialData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.testimonials,
    where: { kind: { equals: kind } },
    sort: 'id',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    select: { kind: true, text: true, rating: true, author: true, initials: true, context: true },
  })
  return docs as TestimonialData[]
}

/** Reusable testimonials whose project context mentions one of the words, most relevant first. */
export async function getTestimonialsAbout(words: string[], count: number): Promise<TestimonialData[]> {
  const all = await getTestimonials('reusable')
  const matches = (testimonial: TestimonialData) =>
    words.some((word) => (testimonial.context ?? '').toLowerCase().includes(word.toLowerCase()))
  return [...all.filter(matches), ...all.filter((testimonial) => !matches(testimonial))].slice(0, count)
}

export type VideoData = Pick<Video, 'id' | 'title' | 'videoId' | 'duration'>

export async function getVideos(): Promise<VideoData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.videos,
    sort: 'id',
    limit: 6,
    depth: 0,
    overrideAccess: false,
    select: { title: true, videoId: true, duration: true },
  })
  return docs as VideoData[]
}

export type TimelineData = Pick<TimelineEntry, 'id' | 'year' | 'type' | 'icon' | 'title' | 'description' | 'details' | 'gallery'>

export async function getTimeline(): Promise<TimelineData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.timelineEntries,
    sort: 'year',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    select: { year: true, type: true, icon: true, title: true, description: true, details: true, gallery: true },
  })
  return docs as TimelineData[]
}
