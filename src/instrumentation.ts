/**
 * The server's start-up work, run once by Next as the server process starts (not while it builds): Payload
 * starts now rather than at the first visit, so its job workers run from the start and a database that cannot be
 * prepared stops the server with its reason (src/db/stopTheAppServer.ts); and every change's cache tags,
 * announced by any instance, the job runner or the seed, are cleared in this instance's cache.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { startServerWork } = await import('./server/startServerWork')
  await startServerWork()
}
