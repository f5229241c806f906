import { readFileSync } from 'node:fs'
import path from 'node:path'

type HeaderRule = { regex: string; headers: { key: string; value: string }[]; has?: unknown; missing?: unknown }
type RoutesManifest = { headers: HeaderRule[]; rsc: { varyHeader: string } }

/** The build's routes manifest: next.config.mjs's header rules, and the Vary of an App Router route. */
export function routesManifest(distDir: string): RoutesManifest {
  return JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest
}

/**
 * The headers next.config.mjs gives an answer at `pathname`: the header rules that match it, in order (for
 * one name the last rule wins, as in Next). Null when a rule depends on the request (has/missing).
 */
export function configHeaders(manifest: RoutesManifest, pathname: string): Record<string, string> | null {
  const headers: Record<string, string> = {}
  for (const rule of manifest.headers) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    if (rule.has || rule.missing) return null
    for (const { key, value } of rule.headers) headers[key] = value
  }
  return headers
}
