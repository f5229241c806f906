import Image from 'next/image'
import Link from 'next/link'
import { slugs } from '@collections/slugs'
import { mediaPath } from '@/lib/mediaUrl'
import { getPayloadClient } from '@/lib/payload'
import type { Media } from '@/payload-types'

export const revalidate = false

const imageOf = (value: number | Media | null | undefined) => (value && typeof value === 'object' ? value : null)

export default async function HomePage() {
  const payload = await getPayloadClient()
  const { docs: projects } = await payload.find({
    collection: slugs.projects,
    sort: 'id',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    select: { title: true, slug: true, location: true, surface: true, afterImage: true },
  })
  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Nos réalisations</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-list">
        {projects.map((project) => {
          const image = imageOf(project.afterImage)
          const src = mediaPath(image?.url)
          return (
            <li key={project.id} className="overflow-hidden rounded-xl border border-slate-200 shadow-sm">
              {image && src && (
                <Image src={src} alt={image.alt} width={960} height={600} sizes="(min-width: 1024px) 33vw, 100vw" />
              )}
              <div className="p-4">
                <h2 className="font-semibold">{project.title}</h2>
                <p className="text-sm text-slate-600">
                  {project.location} · {project.surface} m²
                </p>
                <Link className="text-sm text-brand-600 underline" href={`/projet/${project.slug}`}>
                  Voir le projet
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </main>
  )
}
