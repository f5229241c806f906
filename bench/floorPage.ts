import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { PHONE_MAX_WIDTH, webpQualityFor } from '@collections/mediaSizes'
import { FLOOR_PAGE_DIR, FLOOR_PAGE_LOG, FLOOR_PAGE_PORT, FLOOR_PAGE_URL, FLOOR_PHOTO_SOURCE, settings } from './config'
import { waitUntilAnswers } from '../tests/harness/http'
import { runToEnd, startProcess, type Started } from '../tests/harness/processes'

const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * The floor photo page's picture (app/photo): the seed's home hero picture in the widest file a phone gets, as
 * the media store it at upload (the same width and WebP options).
 */
async function writeFloorPhoto() {
  const target = path.join(FLOOR_PAGE_DIR, 'public/hero.webp')
  const width = PHONE_MAX_WIDTH
  await mkdir(path.dirname(target), { recursive: true })
  await sharp(FLOOR_PHOTO_SOURCE)
    .resize(width)
    .webp({ quality: webpQualityFor(width) })
    .toFile(target)
}

/**
 * The framework floor page: `next build` of bench/floor-page (the site's Next and React, its root shell,
 * no site component), then `next start` on FLOOR_PAGE_PORT.
 */
export async function startFloorPage(log: (line: string) => void): Promise<Started> {
  if (settings.skipBuild && existsSync(`${FLOOR_PAGE_DIR}/.next/BUILD_ID`)) log(`reusing the floor page's build in ${FLOOR_PAGE_DIR}/.next`)
  else {
    log(`building the framework floor page (log: ${FLOOR_PAGE_LOG})`)
    await writeFloorPhoto()
    await runToEnd('npx', ['next', 'build', FLOOR_PAGE_DIR], env, FLOOR_PAGE_LOG)
  }
  const server = startProcess(
    'npx',
    ['next', 'start', FLOOR_PAGE_DIR, '-p', String(FLOOR_PAGE_PORT), '-H', '127.0.0.1'],
    env,
    FLOOR_PAGE_LOG,
  )
  await waitUntilAnswers(`${FLOOR_PAGE_URL}/`, 60_000, server.died)
  return server
}
