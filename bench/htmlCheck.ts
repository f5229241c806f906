import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBenchTools } from './benchTools'
import { APP_URL } from './config'
import { verdict, type Row } from './report'

const benchDir = path.dirname(fileURLToPath(import.meta.url))

type VnuMessage = { type: string; url?: string; message: string; lastLine?: number }

/** vnu's JSON report (on its standard error), whether or not it found errors (it then exits with 1). */
function vnuReport(jar: string, files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(`vnu gave no report: ${stderr.slice(0, 500)}`))
        }
      },
    )
  })
}

/**
 * What the checker's CSS grammar (the W3C CSS validator's) does not know yet, in the stylesheet each document
 * carries (next.config.mjs): Tailwind registers its variables with `@property` (CSS Properties and Values API,
 * in every current browser) and tests an old browser with `margin-trim` inside `@supports`. Only these; any
 * other CSS message counts.
 */
const cssGrammarGaps = [
  { name: '@property', message: /^CSS: Unrecognized at-rule “@property”\.?$/ },
  { name: 'margin-trim', message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/ },
]
export const isCssGrammarGap = (message: string) => cssGrammarGaps.some((gap) => gap.message.test(message))

/** The site's own addresses of its sitemap, as paths. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${APP_URL}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

/**
 * The W3C Nu HTML checker (the vnu-jar package, run by Java) on every page of the sitemap, as the app serves
 * it: one row, failed by any error (warnings are left to the log). Each error is logged with its page and line.
 */
export async function htmlCheckRow(log: (line: string) => void): Promise<Row> {
  await ensureBenchTools()
  // A name in a variable: the type check, which runs where bench/node_modules may not exist, leaves it alone.
  const vnuPackage = 'vnu-jar'
  const jar = String(createRequire(path.join(benchDir, 'package.json'))(vnuPackage))
  const paths = await sitemapPaths()
  const folder = await mkdtemp(path.join(tmpdir(), 'combles-html-'))
  try {
    const files = await Promise.all(
      paths.map(async (pagePath, index) => {
        const file = path.join(folder, `${index}.html`)
        await writeFile(file, await (await fetch(`${APP_URL}${pagePath}`)).text())
        return file
      }),
    )
    const messages = await vnuReport(jar, files)
    const reported = messages.filter((message) => message.type === 'error')
    const errors = reported.filter((message) => !isCssGrammarGap(message.message))
    const gaps = reported.length - errors.length
    if (gaps)
      log(
        `HTML check: ${gaps} message(s) on CSS the checker's grammar does not know (${cssGrammarGaps.map(({ name }) => name).join(', ')}), not counted`,
      )
    for (const error of errors) {
      const index = Number(path.basename(decodeURIComponent(new URL(error.url ?? 'file:///x').pathname), '.html'))
      log(`HTML error on ${paths[index] ?? error.url} line ${error.lastLine ?? '?'}: ${error.message}`)
    }
    return {
      measure: 'W3C Nu HTML checker: pages of the sitemap',
      median: `${errors.length} error(s)`,
      tail: `${paths.length} pages${gaps ? `; ${gaps} message(s) on CSS the checker does not know, not counted` : ''}`,
      target: '0 errors',
      result: verdict(errors.length === 0),
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
