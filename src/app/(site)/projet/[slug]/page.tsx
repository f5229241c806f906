import { ArrowLeft } from '@/components/icons/ArrowLeft'
import { CalendarDays } from '@/components/icons/CalendarDays'
import { CircleCheck } from '@/components/icons/CircleCheck'
import { Euro } from '@/components/icons/Euro'
import { House } from '@/components/icons/House'
import { MapPin } from '@/components/icons/MapPin'
import { Ruler } from '@/components/icons/Ruler'
import { Sparkles } from '@/components/icons/Sparkles'
import { Target } from '@/components/icons/Target'
import { Wrench } from '@/components/icons/Wrench'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { ServerImage } from '@/components/ui/ServerImage'
import { Container } from '@/components/ui/Container'
import { Stars } from '@/components/ui/Stars'
import { JsonLd } from '@/components/seo/JsonLd'
import { PhotoGrid } from '@/components/viewer/PhotoGrid'
import { DeferredRender } from '@/components/layout/DeferredRender'
import { siteUrl } from '@/config/siteUrl'
import { mediaPath } from '@/lib/mediaUrl'
import { surfaceLabel } from '@/rules/projectMeta'
import { resolveProjectMeta } from '@/rules/resolveProjectMeta'
import { pageMetadata, siteOpenGraph } from '@/components/seo/pageMetadata'
import { projectTypeLabels } from '@/rules/projectTypes'
import { getSiteSettings } from '@/data/content'
import { photoOf, photosOf } from '@/data/media'
import { frenchTypography } from '@/rules/frenchTypography'
import { getSettingsValues } from '@/blocks/shared/settingsValues'
import { fillSettings } from '@/rules/settingsTokens'
import { projectNotFoundTitle } from '@/components/notFound/ProjectNotFound'
import { projectPath } from '@/rules/projectSlug'
import { LivePreviewListenerChunk } from '@/components/cms/LivePreviewListenerChunk'
import { PreviewBanner } from '@/components/cms/PreviewBanner'
import { findProjectToShow, isPreview } from './findProject'

/*
 * Rendered at each visit from cached reads (findProject), not kept per address: Next keeps every
 * rendered address of a static dynamic route for good, 404s included, so random slugs would fill the
 * disk; and with dynamicParams = false a project created after the build would stay a 404 until the
 * next build, whatever the save hook revalidates. Known slugs read no database; unknown ones cost nothing.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const project = await findProjectToShow(slug)
  if (!project) return { title: projectNotFoundTitle, robots: { index: false } }
  const { title, description, image } = resolveProjectMeta(project)
  const imagePath = mediaPath(image?.url)
  return pageMetadata(projectPath(slug), {
    title: { absolute: title },
    description,
    openGraph: {
      ...siteOpenGraph,
      type: 'article',
      title,
      description,
      url: projectPath(slug),
      ...(image && imagePath
        ? { images: [{ url: imagePath, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }] }
        : {}),
    },
  })
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params
  const project = await findProjectToShow(slug)
  if (!project) notFound()
  const preview = await isPreview()

  const { figures } = await getSiteSettings()
  const settingsValues = await getSettingsValues()
  const before = photoOf(project.beforeImage)
  const after = photoOf(project.afterImage)
  const gallery = photosOf(project.gallery)
  const url = `${siteUrl()}${projectPath(slug)}`
  const meta = resolveProjectMeta(project)
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#projet`,
    name: project.title,
    headline: meta.title,
    description: meta.description,
    url,
    image: [
      ...new Set(
        [mediaPath(meta.image?.url), ...[after, before, ...gallery].map((photo) => photo?.src)].flatMap((path) =>
          path ? [`${siteUrl()}${path}`] : [],
        ),
      ),
    ],
    dateModified: project.updatedAt,
    locationCreated: { '@type': 'Place', name: project.location, address: { '@type': 'PostalAddress', addressCountry: 'FR' } },
    creator: { '@id': `${siteUrl()}/#entreprise` },
    review: project.testimonial?.text
      ? {
          '@type': 'Review',
          reviewBody: project.testimonial.text,
          author: { '@type': 'Person', name: project.testimonial.author ?? 'Client' },
          reviewRating: { '@type': 'Rating', ratingValue: project.testimonial.rating ?? 5, bestRating: 5 },
        }
      : undefined,
  }

  const facts = [
    { icon: MapPin, label: project.location },
    { icon: Ruler, label: `${surfaceLabel(project.surface)} gagnés` },
    { icon: CalendarDays, label: project.duration },
  ]
  const specs = [
    // The works' price, as the description says it. No monthly figure: a monthly amount of a loan must come
    // with the consumer-credit wording (rate, APR, duration, total cost), which these projects do not have.
    { icon: Euro, label: 'Budget des travaux', value: project.specifications.budget, testId: 'spec-budget' },
    { icon: Ruler, label: 'Surface', value: surfaceLabel(project.surface), testId: 'spec-surface' },
    { icon: CalendarDays, label: 'Durée des travaux', value: project.duration, testId: 'spec-duration' },
    { icon: House, label: 'Pièces créées', value: String(project.specifications.rooms) },
  ]

  return (
    <article>
      {/* An editor's preview shows the latest draft and redraws it on each save (autosave included). */}
      {preview && (
        <>
          <PreviewBanner path={projectPath(slug)} />
          <LivePreviewListenerChunk serverURL={siteUrl()} />
        </>
      )}
      <JsonLd data={jsonLd} />
      <div className="border-b border-slate-200 bg-brand-50">
        <Container className="py-8 sm:py-12">
          <a
            href="/plans-et-inspirations"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" /> Toutes nos réalisations
          </a>
          <p className="mt-5 text-sm font-semibold tracking-wide text-accent-700 uppercase">{projectTypeLabels[project.type]}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl">{project.title}</h1>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
            {facts.map((fact) => (
              <li key={fact.label} className="inline-flex items-center gap-1.5">
                <fact.icon aria-hidden className="h-4 w-4 text-brand-600" /> {fact.label}
              </li>
            ))}
          </ul>
        </Container>
      </div>

      <Container className="py-10 sm:py-14">
        <div className="grid gap-4 sm:grid-cols-2">
          {[
            { photo: before, label: 'Avant' },
            { photo: after, label: 'Après' },
          ].map(({ photo, label }, index) => (
            <figure key={label} className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-sm">
              {photo && (
                // The first picture is the phone's largest paint: only it is preloaded. The second, below it on a
                // phone, is lazy, so that it does not share the link with the first (beside it on a wide screen,
                // in view, it loads at once).
                <ServerImage
                  photo={photo}
                  fill
                  preload={index === 0}
                  sizes="(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover"
                />
              )}
              <figcaption className="absolute top-3 left-3 rounded-md bg-black/70 px-2.5 py-1 text-sm font-semibold text-white">
                {label}
              </figcaption>
            </figure>
          ))}
        </div>

        {/*
          Below the photos, which fill a phone's first screen: drawn after the first paint, part by part. Before its
          first paint a browser draws every deferred part that lies within half a screen of the visible one: the short
          description is drawn at once, and each section after it is skipped on its own, not with the whole column
          (on a slow phone the photo was painted about 60 ms later).
        */}
        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-12">
            <section aria-labelledby="projet-description">
              <h2 id="projet-description" className="text-2xl font-bold text-brand-900">
                Le projet
              </h2>
              <p className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">{project.description}</p>
            </section>

            {project.story?.root?.children?.length ? (
              <DeferredRender>
                <section aria-labelledby="projet-recit">
                  <h2 id="projet-recit" className="text-2xl font-bold text-brand-900">
                    Le chantier
                  </h2>
                  <RichText
                    data={project.story}
                    className="mt-4 space-y-4 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                  />
                </section>
              </DeferredRender>
            ) : null}

            <DeferredRender className="grid gap-6 md:grid-cols-2">
              <ListCard id="projet-defis" title="Les défis" icon={Target} items={(project.challenges ?? []).map((item) => item.text)} />
              <ListCard
                id="projet-solutions"
                title="Nos solutions"
                icon={Wrench}
                items={(project.solutions ?? []).map((item) => item.text)}
              />
            </DeferredRender>

            {project.benefits && project.benefits.length > 0 && (
              <DeferredRender>
                <section aria-labelledby="projet-benefices">
                  <h2 id="projet-benefices" className="text-2xl font-bold text-brand-900">
                    Ce que le projet a changé
                  </h2>
                  <ul className="mt-5 grid gap-4 sm:grid-cols-3">
                    {project.benefits.map((benefit) => (
                      <li key={benefit.title} className="rounded-2xl border border-slate-200 p-5">
                        <Sparkles aria-hidden className="h-5 w-5 text-accent-600" />
                        <h3 className="mt-3 font-semibold text-brand-900">{benefit.title}</h3>
                        <p className="mt-1.5 text-sm text-slate-600">{benefit.description}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              </DeferredRender>
            )}

            {gallery.length > 0 && (
              <DeferredRender>
                <section aria-labelledby="projet-galerie">
                  <h2 id="projet-galerie" className="text-2xl font-bold text-brand-900">
                    Galerie photos
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">Cliquez sur une photo pour l’agrandir.</p>
                  <div className="mt-5">
                    <PhotoGrid photos={gallery} label={`Photos du projet : ${project.title}`} columns={2} />
                  </div>
                </section>
              </DeferredRender>
            )}

            {project.testimonial?.text && (
              <DeferredRender>
                <section aria-labelledby="projet-temoignage" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
                  <h2 id="projet-temoignage" className="text-xl font-bold text-brand-900">
                    L’avis de nos clients
                  </h2>
                  <div className="mt-3">
                    <Stars rating={project.testimonial.rating ?? 5} size={20} />
                  </div>
                  <blockquote className="mt-4 text-lg leading-relaxed text-slate-800">« {project.testimonial.text} »</blockquote>
                  {project.testimonial.author && (
                    <p className="mt-4 font-semibold text-brand-900">
                      {project.testimonial.author}, {project.location}
                    </p>
                  )}
                </section>
              </DeferredRender>
            )}
          </div>

          <DeferredRender className="lg:sticky lg:top-24 lg:self-start">
            <aside className="space-y-6" aria-label="Caractéristiques du projet">
              <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="projet-specs">
                <h2 id="projet-specs" className="text-lg font-bold text-brand-900">
                  Caractéristiques
                </h2>
                <dl className="mt-4 divide-y divide-slate-100">
                  {specs.map((spec) => (
                    <div key={spec.label} className="py-3">
                      <dt className="flex items-center gap-2 text-sm text-slate-600">
                        <spec.icon aria-hidden className="h-5 w-5 shrink-0 text-brand-600" /> {spec.label}
                      </dt>
                      <dd className="mt-0.5 pl-7 font-semibold text-brand-900" data-testid={spec.testId}>
                        {spec.value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-xs text-slate-600" data-testid="budget-note">
                  {frenchTypography(
                    fillSettings(
                      'Budget TTC payé pour ce chantier, avant aides. Pour un projet aujourd’hui : de {prix-m2} par m² créé selon les finitions ; le vôtre est chiffré dans un devis détaillé, après la visite technique.',
                      settingsValues,
                    ),
                  )}
                </p>
                <p className="mt-2 text-xs text-slate-600">Mis à jour le {dateFormat.format(new Date(project.updatedAt))}</p>
              </section>
              <section className="rounded-2xl bg-brand-800 p-6 text-white" data-testid="similar-project">
                <h2 className="text-lg font-bold">Projet similaire ?</h2>
                <p className="mt-2 text-sm text-brand-100">
                  {frenchTypography(
                    `Un conseiller vous rappelle sous ${figures.responseDelay}, puis vous remet un devis détaillé sous ${figures.quoteDelay} après la visite, sans engagement.`,
                  )}
                </p>
                <ButtonLink href="/etude-gratuite" className="mt-5 w-full">
                  Demander mon étude gratuite
                </ButtonLink>
              </section>
            </aside>
          </DeferredRender>
        </div>
      </Container>
    </article>
  )
}

function ListCard({ id, title, icon: Icon, items }: { id: string; title: string; icon: typeof Target; items: string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <Icon aria-hidden className="h-5 w-5 text-accent-600" /> {title}
      </h2>
      <ul className="mt-4 space-y-2.5 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm leading-relaxed">
            <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
