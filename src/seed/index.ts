import { priceGrid } from './data/priceGrid'
import type { Payload, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { announceCacheTags } from '@/cache/announceCacheTags'
import { everyCacheTag } from '@/cache/everyCacheTag'
import { postgresOf } from '@/db/postgres'
import { projectSlug } from '@/rules/projectSlug'
import { projects } from './data/projects'
import { reusableTestimonials } from './data/reusableTestimonials'
import { shortTestimonials } from './data/shortTestimonials'
import { siteSettings } from './data/siteSettings'
import { serviceArea } from '@/content/company'
import { navigation } from './data/navigation'
import { timeline } from './data/timeline'
import type { ProjectSeed, TimelineSeed } from './data/types'
import { videos } from './data/videos'
import { projectIllustrations, timelineIllustrations } from './illustrations'
import { upsertIllustrations, type MediaIdOf } from './media'
import { productPictures } from './productPictures'
import { linkRoutesToPages, pageIdsByPath } from './linkNavigationToPages'
import { seedPages } from './seedPages'
import { upsert } from './upsert'

/**
 * The company's figures, one value each, read by every page, result and e-mail. Where the company's
 * texts disagreed the most conservative one is kept: 500+ projects (not 800+ or 3 000), +20 % of added
 * value (not +25 or +30 %), works in 3 to 5 weeks (the longest of the ranges given), a call-back within
 * 24 to 48 h and a quote 7 days after the technical visit (a quote "sous 24h" skipped the visit); the
 * founding year 1949 and the three regional agencies stand.
 */
const figures = {
  foundingYear: 1949,
  projectsDone: '500+',
  satisfied: '98 %',
  responseDelay: '24 à 48 h',
  quoteDelay: '7 jours',
  valueGain: '+20 %',
  worksDuration: '3 à 5 semaines',
  googleRating: '4,8/5',
  contactRating: '4,9/5',
  contactReviews: '124',
  staff: '30+',
  agencies: '3',
  serviceArea: serviceArea.map(({ region, departments }) => ({ region, departments: [...departments] })),
}

/** Every picture the seed places. */
function everyIllustration() {
  return [
    ...projects.flatMap((project, index) => {
      const { before, after, gallery } = projectIllustrations(project, index + 1)
      return [before, after, ...gallery]
    }),
    ...videos.map(({ thumbnail }) => thumbnail),
    ...timeline.flatMap(timelineIllustrations),
    ...productPictures,
  ]
}

async function seedProject(payload: Payload, project: ProjectSeed, index: number, mediaId: MediaIdOf) {
  const pictures = projectIllustrations(project, index + 1)
  const beforeImage = mediaId(pictures.before.filename)
  const afterImage = mediaId(pictures.after.filename)
  const gallery = pictures.gallery.map(({ filename }) => mediaId(filename))
  const { challenges, solutions, illustrationVariant: _variant, ...fields } = project
  await upsert(
    payload,
    slugs.projects,
    { slug: { equals: projectSlug(project.location, project.surface) } },
    {
      ...fields,
      beforeImage,
      afterImage,
      gallery,
      challenges: challenges.map((text) => ({ text })),
      solutions: solutions.map((text) => ({ text })),
      // Projects have drafts: the seed's are on the site.
      _status: 'published',
    },
  )
}

async function seedTimelineEntry(payload: Payload, entry: TimelineSeed, mediaId: MediaIdOf) {
  const gallery = timelineIllustrations(entry).map(({ filename }) => mediaId(filename))
  const { galleryImages: _count, details, ...fields } = entry
  await upsert(
    payload,
    slugs.timelineEntries,
    // Known by its year (one entry a year), so that a retitled entry is updated, not doubled.
    { year: { equals: entry.year } },
    { ...fields, details: details.map((text) => ({ text })), gallery },
  )
}

/** Loads every piece of content the site shows. Idempotent: running it again updates in place. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Seeding content…')
  const mediaId = await upsertIllustrations(payload, everyIllustration())
  // One after the other, so that a fresh database gives projects the ids 1 to 11.
  for (const [index, project] of projects.entries()) await seedProject(payload, project, index, mediaId)
  for (const testimonial of shortTestimonials) {
    const author = `Aménagement de combles à ${testimonial.town}`
    // Known by who gave it, so that a reworded text updates the testimonial instead of adding one.
    const same: Where = { kind: { equals: 'short' }, author: { equals: author }, initials: { equals: testimonial.initials } }
    await upsert(payload, slugs.testimonials, same, {
      kind: 'short',
      text: testimonial.text,
      rating: testimonial.rating,
      initials: testimonial.initials,
      author,
      services: testimonial.services,
    })
  }
  for (const testimonial of reusableTestimonials) {
    await upsert(payload, slugs.testimonials, { text: { equals: testimonial.text } }, { kind: 'reusable', ...testimonial })
  }
  for (const { thumbnail, ...video } of videos) {
    await upsert(payload, slugs.videos, { videoId: { equals: video.videoId } }, { ...video, thumbnail: mediaId(thumbnail.filename) })
  }
  for (const entry of timeline) await seedTimelineEntry(payload, entry, mediaId)
  await payload.updateGlobal({
    slug: slugs.siteSettings,
    data: { ...siteSettings, figures, priceGrid },
    overrideAccess: true,
    context: { seeding: true },
  })
  await seedPages(payload, { media: mediaId })
  // After the pages: the menu's links name them.
  await payload.updateGlobal({
    slug: slugs.navigation,
    data: linkRoutesToPages(navigation, await pageIdsByPath(payload)),
    overrideAccess: true,
    context: { seeding: true },
  })
  // The seed's writes clear nothing one by one (context.seeding): every cached read, on every instance, once.
  await announceCacheTags(postgresOf(payload).drizzle, everyCacheTag)
  payload.logger.info('Seed complete.')
}
