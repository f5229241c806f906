/**
 * Writes PNG previews of the drawn scenes and a contact sheet, for eyeballing the illustrations.
 * Usage: npx tsx scripts/illustrations/preview.ts /tmp/illus
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { SceneRoom } from '../../src/seed/data/types'
import { type SceneOptions, drawScene } from './drawScene'

type Shot = { name: string; options: SceneOptions }

function shots(): Shot[] {
  const list: Shot[] = []
  for (const room of ['bedroom', 'office', 'bathroom', 'living'] as const)
    for (const variant of [0, 5])
      for (const stage of ['before', 'after'] as const)
        list.push({ name: `${room}-${stage}-v${variant}`, options: { room, stage, variant } })
  for (const view of [0, 1, 2, 3])
    list.push({ name: `bedroom-after-v3-view${view}`, options: { room: 'bedroom', stage: 'after', variant: 3, view } })
  for (const room of ['workshop', 'team', 'house'] as SceneRoom[])
    list.push({ name: `${room}-v0`, options: { room, stage: 'after', variant: 0 } })
  return list
}

const THUMB_W = 400
const THUMB_H = 250

async function contactSheet(pngs: readonly Buffer[], file: string): Promise<void> {
  const cols = 4
  const rows = Math.ceil(pngs.length / cols)
  const thumbs = await Promise.all(pngs.map((png) => sharp(png).resize(THUMB_W, THUMB_H).png().toBuffer()))
  await sharp({ create: { width: cols * THUMB_W, height: rows * THUMB_H, channels: 3, background: '#ffffff' } })
    .composite(thumbs.map((input, i) => ({ input, left: (i % cols) * THUMB_W, top: Math.floor(i / cols) * THUMB_H })))
    .png()
    .toFile(file)
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/illus'
  await mkdir(out, { recursive: true })
  const pngs: Buffer[] = []
  for (const shot of shots()) {
    const started = performance.now()
    const png = await sharp(Buffer.from(drawScene(shot.options)))
      .png()
      .toBuffer()
    await writeFile(join(out, `${shot.name}.png`), png)
    pngs.push(png)
    console.log(`${shot.name}.png ${Math.round(performance.now() - started)} ms`)
  }
  await contactSheet(pngs, join(out, 'contact-sheet.png'))
  console.log(`contact sheet: ${join(out, 'contact-sheet.png')}`)
}

void main()
