import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { runProbes } from './runProbes'
import { request } from '../../tests/harness/http'
import { APP_URL, MEDIA_DIR } from '../config'
import { benchDatabaseUrl } from '../database'
import { contactLead, visitorHeaders } from '../leadBody'
import { verdict, type Row } from '../report'
import type { Session } from '../session'
import { takeBackup } from '../../src/backup/takeBackup'

const BACKUPS = 'backups'

/**
 * A visitor's lead marked Invalide by an admin, then booked through its link: refused (409, in French),
 * and no visit stored for it.
 */
async function closedLeadBooking(admin: Session): Promise<Row> {
  const n = 900_000 + Math.floor(Math.random() * 99_999)
  const sent = await request(`${APP_URL}/api/leads/submit`, {
    method: 'POST',
    headers: visitorHeaders(n),
    body: contactLead(n, 'audit-visite-close'),
    timeoutMs: 60_000,
  })
  if (sent.status !== 201) throw new Error(`lead refused (${sent.status}): ${sent.body.slice(0, 120)}`)
  const { id, bookingToken } = JSON.parse(sent.body) as { id: number; bookingToken: string }
  const closed = await request(`${APP_URL}/api/leads/${id}`, {
    method: 'PATCH',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'invalid' }),
    timeoutMs: 60_000,
  })
  if (closed.status !== 200) throw new Error(`PATCH status refused (${closed.status})`)
  // Any well-formed start: a closed lead is refused before its slot is looked at.
  const start = new Date(Date.now() + 2 * 86_400_000)
  start.setUTCHours(8, 0, 0, 0)
  const booking = await request(`${APP_URL}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: bookingToken, start: start.toISOString(), address: { street: '1 rue Neuve', town: 'Amiens' } }),
    timeoutMs: 60_000,
  })
  const visits = await request(`${APP_URL}/api/visits?where[lead][equals]=${id}&depth=0`, { headers: admin, timeoutMs: 60_000 })
  const stored = (JSON.parse(visits.body) as { totalDocs?: number }).totalDocs ?? -1
  return {
    measure: 'security: a closed lead (Invalide) books a visit',
    median: `POST ${booking.status}`,
    tail: `${stored} visit${stored === 1 ? '' : 's'} stored`,
    target: '409 or 403, no visit',
    result: verdict((booking.status === 409 || booking.status === 403) && stored === 0),
  }
}

/** The newest folder of backups/ (npm run backup's), or a new one taken by the backup's own function. */
async function newestBackup(): Promise<string> {
  const names = await readdir(BACKUPS).catch(() => [] as string[])
  const folders = await Promise.all(
    names.map(async (name) => ({ dir: path.join(BACKUPS, name), info: await stat(path.join(BACKUPS, name)) })),
  )
  const newest = folders.filter((each) => each.info.isDirectory()).sort((a, b) => b.info.mtimeMs - a.info.mtimeMs)[0]
  if (newest) return newest.dir
  const dir = `.data/bench-backup-${Date.now()}`
  await takeBackup({ databaseUrl: await benchDatabaseUrl(), mediaDir: MEDIA_DIR, s3: false }, dir)
  return dir
}

/** Every folder of a backup is 700 and every file 600: it holds password hashes, sessions and every lead. */
async function backupModes(): Promise<Row> {
  const dir = await newestBackup()
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const wrong: string[] = []
  const check = async (file: string, isDir: boolean) => {
    const mode = (await stat(file)).mode & 0o777
    if (mode !== (isDir ? 0o700 : 0o600)) wrong.push(`${path.relative(dir, file) || '.'} ${mode.toString(8)}`)
  }
  await check(dir, true)
  for (const entry of entries) await check(path.join(entry.parentPath, entry.name), entry.isDirectory())
  return {
    measure: 'security: backup folders and files readable by their owner only',
    median: `${entries.length + 1} checked in ${dir}`,
    tail: wrong.length ? `wider: ${wrong.slice(0, 3).join(', ')}${wrong.length > 3 ? ', …' : ''}` : 'all 700/600',
    target: 'folders 700, files 600',
    result: verdict(wrong.length === 0),
  }
}

/** Visits and backups: a closed lead books nothing; a backup is its owner's alone. */
export function bookingRows(admin: Session, log: (line: string) => void): Promise<Row[]> {
  return runProbes(
    [
      ['a closed lead books a visit', () => closedLeadBooking(admin)],
      ['backup modes', backupModes],
    ],
    log,
  )
}
