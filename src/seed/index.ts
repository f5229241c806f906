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
import { navigation } from './data/navigation'
import { timeline } from './data/timeline'
import type { ProjectSeed, TimelineSeed } from './data/types'
import { videos } from './data/videos'
import { projectIllustrations, timelineIllustrations } from './illustrations'
import { upsertIllustration } from './media'
import { productPictures } from './productPictures'
import { seedPages } from './seedPages'
import { upsert } from './upsert'

/** Site-wide figures the pages show (ratings, counts, maximum aid), kept exactly as the company states them. */
const figures = {
  googleRating: '4,8/5',
  contactRating: '4,9/5',
  contactReviews: '124',
  projectsHome: '800+',
  projectsShort: '500+',
  projectsAbout: '3000+',
  satisfied: '98%',
  yearsExperience: '15+',
  staff: '30+',
  agencies: '3',
  valueGain: '+30%',
  maxAid: '8500€',
}

async function seedProject(payload: Payload, project: ProjectSeed, index: number) {
  const pictures = projectIllustrations(project, index + 1)
  const beforeImage = await upsertIllustration(payload, pictures.before)
  const afterImage = await upsertIllustration(payload, pictures.after)
  const gallery: number[] = []
  for (const picture of pictures.gallery) gallery.push(await upsertIllustration(payload, picture))
  const { challenges, solutions, monthlyBudget, loanPart, illustrationVariant: _variant, ...fields } = project
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
      financing: { monthlyBudget, loanPart },
    },
  )
}

async function seedTimelineEntry(payload: Payload, entry: TimelineSeed) {
  const gallery: number[] = []
  for (const picture of timelineIllustrations(entry)) gallery.push(await upsertIllustration(payload, picture))
  const { galleryImages: _count, details, ...fields } = entry
  await upsert(
    payload,
    slugs.timelineEntries,
    { and: [{ year: { equals: entry.year } }, { title: { equals: entry.title } }] },
    { ...fields, details: details.map((text) => ({ text })), gallery },
  )
}

/** Loads every piece of content the site shows. Idempotent: running it again updates in place. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Seeding content…')
  // One after the other, so that a fresh database gives projects the ids 1 to 11.
  for (const [index, project] of projects.entries()) await seedProject(payload, project, index)
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
  for (const video of videos) await upsert(payload, slugs.videos, { videoId: { equals: video.videoId } }, video)
  for (const entry of timeline) await seedTimelineEntry(payload, entry)
  await payload.updateGlobal({
    slug: slugs.siteSettings,
    data: { ...siteSettings, figures },
    overrideAccess: true,
    context: { seeding: true },
  })
  await payload.updateGlobal({ slug: slugs.navigation, data: navigation, overrideAccess: true, context: { seeding: true } })
  for (const picture of productPictures) await upsertIllustration(payload, picture)
  await seedPages(payload)
  // The seed's writes clear nothing one by one (context.seeding): every cached read, on every instance, once.
  await announceCacheTags(postgresOf(payload).drizzle, everyCacheTag)
  payload.logger.info('Seed complete.')
}
