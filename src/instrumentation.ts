/**
 * The server's start-up work, run once by Next as the server process starts (not while it builds): this process
 * is the app's server, whose Payload works the job queues and stops the server when the database cannot be
 * prepared (src/db/stopTheAppServer.ts); and every change's cache tags, announced by any instance, the job runner
 * or the seed, are cleared in this instance's cache. Payload itself starts in the routes' code, where it is used:
 * started here, it would be a second copy of Payload's modules, whose errors the routes would not recognise.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { startServerWork } = await import('./server/startServerWork')
  startServerWork()
}
