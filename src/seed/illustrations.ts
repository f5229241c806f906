import { townOf } from '@/rules/projectSlug'
import type { ProjectSeed, SceneRoom, TimelineSeed } from './data/types'

/** One picture of the seed: its file in src/seed/images, its alternative text, and the scene it was drawn from. */
export type Illustration = {
  filename: string
  alt: string
  scene: { room: SceneRoom; stage: 'before' | 'after'; variant: number; view?: number }
}

/** The pictures of the project numbered `number` (1 to 11): before, after and four gallery views. */
export function projectIllustrations(project: ProjectSeed, number: number) {
  const town = townOf(project.location)
  const scene = (stage: 'before' | 'after', view?: number): Illustration['scene'] => ({
    room: project.type,
    stage,
    variant: project.illustrationVariant,
    view,
  })
  const before: Illustration = {
    filename: `projet-${number}-avant.webp`,
    alt: `Combles de ${town} avant les travaux`,
    scene: scene('before'),
  }
  const after: Illustration = {
    filename: `projet-${number}-apres.webp`,
    alt: `${project.title} : les combles aménagés`,
    scene: scene('after'),
  }
  const gallery = [0, 1, 2, 3].map((view): Illustration => ({
    filename: `projet-${number}-galerie-${view + 1}.webp`,
    alt: `${project.title} : vue ${view + 1}`,
    scene: scene('after', view),
  }))
  return { before, after, gallery }
}

/** The photos of one timeline entry: workshop, team, house and living room in turn. */
export function timelineIllustrations(entry: TimelineSeed): Illustration[] {
  return Array.from({ length: entry.galleryImages }, (_, view) => ({
    filename: `histoire-${entry.year}-${view + 1}.webp`,
    alt: `${entry.title} (${entry.year}) : photo ${view + 1}`,
    scene: {
      room: (['workshop', 'team', 'house', 'living'] as const)[view % 4] ?? 'house',
      stage: 'after',
      variant: entry.year % 11,
      view,
    },
  }))
}
