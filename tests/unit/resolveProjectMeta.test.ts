import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { projectDescription, projectTitle } from '@/rules/projectMeta'
import { resolveProjectMeta, type ProjectMetaSource } from '@/rules/resolveProjectMeta'

const picture = (id: number, alt: string): Media => ({
  id,
  alt,
  url: `/api/media/file/photo-${id}.webp`,
  width: 1600,
  height: 1000,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
})

const after = picture(1, 'Après travaux')
const project: ProjectMetaSource = {
  location: 'Amiens (80)',
  surface: 48,
  description: 'Une suite parentale avec dressing dans les combles perdus.',
  duration: '21 jours',
  specifications: { budget: '40 500 €', rooms: 2 },
  afterImage: after,
}

describe('resolveProjectMeta', () => {
  it('computes title, description and picture when the SEO fields are empty', () => {
    for (const meta of [undefined, {}, { title: '', description: '   ', image: null }]) {
      expect(resolveProjectMeta({ ...project, meta })).toEqual({
        title: projectTitle('Amiens (80)', 48),
        description: projectDescription(project),
        image: after,
      })
    }
  })

  it('takes each SEO field the editor filled, trimmed', () => {
    const social = picture(2, 'Vue de la suite')
    const resolved = resolveProjectMeta({
      ...project,
      meta: { title: ' Suite parentale à Amiens ', description: 'Une suite sous les toits.', image: social },
    })
    expect(resolved).toEqual({ title: 'Suite parentale à Amiens', description: 'Une suite sous les toits.', image: social })
  })

  it('keeps computed values for the fields left empty', () => {
    const resolved = resolveProjectMeta({ ...project, meta: { title: 'Suite parentale à Amiens' } })
    expect(resolved.description).toBe(projectDescription(project))
    expect(resolved.image).toBe(after)
  })

  it('has no picture when neither upload is populated', () => {
    expect(resolveProjectMeta({ ...project, afterImage: 1, meta: { image: 2 } }).image).toBeNull()
  })
})
