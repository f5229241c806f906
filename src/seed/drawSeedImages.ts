/**
 * Draws the seed's pictures (projects before, after and gallery; timeline photos) into src/seed/images,
 * as WebP. Run it after changing a scene or the seed data, and commit the files: seeding only uploads them.
 *
 *   npx tsx src/seed/drawSeedImages.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { projects } from './data/projects'
import { timeline } from './data/timeline'
import { type Illustration, projectIllustrations, timelineIllustrations } from './illustrations'
import { seedImagesDir } from './media'
import { drawScene } from './illustrations/drawScene'
import { renderWebp } from './illustrations/renderWebp'

const illustrations: Illustration[] = [
  ...projects.flatMap((project, index) => {
    const { before, after, gallery } = projectIllustrations(project, index + 1)
    return [before, after, ...gallery]
  }),
  ...timeline.flatMap(timelineIllustrations),
]

await mkdir(seedImagesDir, { recursive: true })
for (const { filename, scene } of illustrations) {
  await writeFile(path.join(seedImagesDir, filename), await renderWebp(drawScene(scene)))
}
process.stdout.write(`${illustrations.length} pictures written to ${path.relative(process.cwd(), seedImagesDir)}\n`)
