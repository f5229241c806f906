import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { slugs } from '@collections/slugs'
import { cacheTags } from '@/data/cacheTags'
import { editorsOrder, pinnedThenOrdered } from '@/data/listOrder'
import { getPayloadClient } from '@/lib/payload'
import { mediaPath } from '@/lib/mediaUrl'
import { mediaOf } from './media'
import type { Project, SiteSetting, Testimonial, TimelineEntry, Video } from '@/payload-types'
import { withFrenchTypography } from '@/rules/frenchTypography'
import type { Service } from '@/rules/services'

/**
 * The public pages' reads, all through the Local API as an anonymous visitor (overrideAccess: false),
 * each selecting only what the pages show. Each is cached under the tags of the collections it reads
 * (cacheTags), and a prerendered page keeps the tags of its reads: a collection's save hook clears its
 * tags, and with them every page that shows the collection. They run at build and after a change,
 * never on an ordinary visit, nor for a page rendered at each visit (a project, a 404). Texts that reach
 * visitors (settings shown in the footer, testimonials, video captions) come out in French typography.
 */

export type SiteInfo = Pick<
  SiteSetting,
  'companyName' | 'tagline' | 'phone' | 'email' | 'address' | 'hours' | 'agencies' | 'legal' | 'videoChannelUrl' | 'figures' | 'priceGrid'
>

export const getSiteSettings = unstable_cache(readSiteSettings, ['site-settings'], { tags: [cacheTags.siteSettings] })

async function readSiteSettings(): Promise<SiteInfo> {
  const payload = await getPayloadClient()
  return payload
    .findGlobal({
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
        priceGrid: true,
      },
    })
    .then((settings) => withFrenchTypography(settings as SiteInfo))
}

export type ProjectCardData = Pick<
  Project,
  'id' | 'title' | 'slug' | 'type' | 'service' | 'surface' | 'location' | 'description' | 'beforeImage' | 'afterImage'
>

/**
 * Visitors read published projects only: their access says so already, and each read says it again, so that
 * a read made with more rights (a job, a script) still never shows a draft.
 */
const published: Where = { _status: { equals: 'published' } }

/** What a project card shows; the project page reads these and more. */
const projectCardFields = {
  title: true,
  slug: true,
  type: true,
  service: true,
  surface: true,
  location: true,
  description: true,
  beforeImage: true,
  afterImage: true,
} as const

/** The first `limit` projects in the editors' order, of the given services only when some are named. */
async function readProjectCards(limit = 100, services: readonly Service[] = []): Promise<ProjectCardData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: services.length ? { and: [published, { service: { in: [...services] } }] } : published,
    draft: false,
    sort: pinnedThenOrdered,
    limit,
    depth: 1,
    overrideAccess: false,
    select: projectCardFields,
  })
  return docs as ProjectCardData[]
}

async function readProjectSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: published,
    draft: false,
    sort: 'id',
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}

const projectPageFields = {
  ...projectCardFields,
  duration: true,
  gallery: true,
  challenges: true,
  solutions: true,
  benefits: { title: true, description: true },
  testimonial: true,
  specifications: true,
  story: true,
  meta: true,
  updatedAt: true,
} as const

async function readProjectBySlug(slug: string): Promise<Project | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { and: [published, { slug: { equals: slug } }] },
    draft: false,
    limit: 1,
    depth: 1,
    overrideAccess: false,
    select: projectPageFields,
  })
  return (docs[0] as Project | undefined) ?? null
}

/** The latest draft of a project, read with the requester's own rights (only staff see drafts), never cached: the preview's. */
export async function getDraftProject(slug: string, headers: Headers): Promise<Project | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 1,
    user,
    overrideAccess: false,
    select: projectPageFields,
  })
  return (docs[0] as Project | undefined) ?? null
}

export type TestimonialData = Pick<Testimonial, 'id' | 'kind' | 'text' | 'rating' | 'author' | 'initials' | 'context' | 'services'>

async function readTestimonials(kind: Testimonial['kind']): Promise<TestimonialData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.testimonials,
    where: { kind: { equals: kind } },
    sort: pinnedThenOrdered,
    limit: 100,
    depth: 0,
    overrideAccess: false,
    select: { kind: true, text: true, rating: true, author: true, initials: true, context: true, services: true },
  })
  return withFrenchTypography(docs as TestimonialData[])
}

/** Reusable testimonials about the service first, then the others, `count` in all, each group in the editors' order (pinned first). */
export async function getTestimonialsFor(service: Service, count: number): Promise<TestimonialData[]> {
  const all = await getTestimonials('reusable')
  const matches = (testimonial: TestimonialData) => (testimonial.services ?? []).includes(service)
  return [...all.filter(matches), ...all.filter((testimonial) => !matches(testimonial))].slice(0, count)
}

/** A video as the pages show it; its thumbnail is a path on the site (null: the site's neutral picture). */
export type VideoData = Pick<Video, 'id' | 'title' | 'videoId' | 'duration'> & { thumbnail: string | null }

async function readVideos(): Promise<VideoData[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.videos,
    sort: editorsOrder,
    limit: 6,
    depth: 1,
    overrideAccess: false,
    select: { title: true, videoId: true, duration: true, thumbnail: true },
  })
  return withFrenchTypography(
    docs.map(({ id, title, videoId, duration, thumbnail }) => ({
      id,
      title,
      videoId,
      duration,
      thumbnail: mediaPath(mediaOf(thumbnail)?.url),
    })),
  )
}

export type TimelineData = Pick<TimelineEntry, 'id' | 'year' | 'type' | 'icon' | 'title' | 'description' | 'details' | 'gallery'>

async function readTimeline(): Promise<TimelineData[]> {
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

/*
 * The cached reads, each under the tags of the collections whose documents it returns: the photos a
 * read populates are media documents, so that read carries the media tag too.
 */
export const getProjectCards = unstable_cache(readProjectCards, ['project-cards'], { tags: [cacheTags.projects, cacheTags.media] })
export const getProjectSlugs = unstable_cache(readProjectSlugs, ['project-slugs'], { tags: [cacheTags.projects] })
/** One entry per slug asked for: the project page asks only for known slugs (findProject). */
export const getProjectBySlug = unstable_cache(readProjectBySlug, ['project-by-slug'], { tags: [cacheTags.projects, cacheTags.media] })
export const getTestimonials = unstable_cache(readTestimonials, ['testimonials'], { tags: [cacheTags.testimonials] })
export const getVideos = unstable_cache(readVideos, ['videos'], { tags: [cacheTags.videos, cacheTags.media] })
export const getTimeline = unstable_cache(readTimeline, ['timeline'], { tags: [cacheTags.timeline, cacheTags.media] })
