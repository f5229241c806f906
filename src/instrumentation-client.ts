import type { $ZodConfig } from 'zod/v4/core'
import { renderDeferredOnLoad } from './lib/renderDeferred'

/**
 * Runs in every browser before the site's and the admin's own code. zod's fast path compiles its
 * parsers with `new Function`, which the site's policy forbids (no 'unsafe-eval'): zod would try it,
 * be refused, fall back, and leave a policy violation in the console of every page with a schema.
 *
 * This is what `z.config({ jitless: true })` does, written to the global object zod reads its settings
 * from when it loads (zod/v4/core/core.js): importing zod here would put it in every page's scripts.
 * e2e/site-csp.spec.ts fails with an eval violation if zod stops reading it.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: Partial<$ZodConfig> }
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true }

// The parts of a site page its first paint skipped are drawn once it has loaded (renderDeferred.ts).
renderDeferredOnLoad()
