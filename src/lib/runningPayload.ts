import type { Payload } from 'payload'

type PayloadCache = Map<string, { payload: Payload | null }>

/**
 * The Payload instance that getPayload started in this process, or null before its first start.
 * getPayload keeps it on a global (`global._payload`, under the key 'default'), whichever copy of
 * Payload calls it: Next's server bundle or a script. Reading it there lets the app's own server use
 * the very instance Next's routes use, rather than starting a second one with its own pool, job
 * runners and crons. tests/integration/runningPayload.test.ts holds this to Payload's current code.
 */
export function runningPayload(): Payload | null {
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  return cache?.get('default')?.payload ?? null
}
