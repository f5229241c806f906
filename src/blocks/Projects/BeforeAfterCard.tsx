import { MapPin } from '@/components/icons/MapPin'
import { Ruler } from '@/components/icons/Ruler'
import type { ProjectCardData } from '@/data/content'
import { photoOf } from '@/data/media'
import { projectPath } from '@/rules/projectSlug'
import { projectTypeLabels } from '@/rules/projectTypes'
import { ServerImage } from '@/components/ui/ServerImage'

/** A project as a card: before and after photos side by side, title, surface, text, place; links to its page. */
export function BeforeAfterCard({
  project,
  uplift,
  headingLevel = 3,
}: {
  project: ProjectCardData
  uplift?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const before = photoOf(project.beforeImage)
  const after = photoOf(project.afterImage)
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg"
      data-testid="project-card"
    >
      <div className="relative grid grid-cols-2 gap-0.5 bg-slate-200">
        {[
          { photo: before, label: 'Avant' },
          { photo: after, label: 'Après' },
        ].map(({ photo, label }) => {
          return (
            <div key={label} className="relative aspect-[4/3] overflow-hidden bg-slate-100">
              {photo && (
                <ServerImage
                  photo={photo}
                  fill
                  sizes="(min-width: 1024px) 190px, (min-width: 640px) 25vw, 50vw"
                  className="object-cover transition duration-500 group-hover:scale-105"
                />
              )}
              <span className="absolute top-2 left-2 rounded-md bg-black/65 px-2 py-0.5 text-xs font-semibold text-white">{label}</span>
            </div>
          )
        })}
        {uplift && (
          <span
            className="absolute right-2 bottom-2 rounded-full bg-accent-700 px-2.5 py-1 text-xs font-bold text-white shadow"
            data-testid="uplift"
          >
            {uplift}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{projectTypeLabels[project.type]}</p>
        <Heading className="mt-1 text-lg leading-snug font-semibold text-brand-900">
          <a href={projectPath(project.slug ?? '')} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.title}
          </a>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{project.description}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
            <Ruler aria-hidden className="h-4 w-4" /> +{project.surface} m²
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="h-4 w-4" /> {project.location}
          </span>
        </div>
      </div>
    </article>
  )
}
