import { APP_SERVER_FLAG } from './db/stopTheAppServer'

/**
 * The app's server's start-up work, run once by Next as the server process starts (never while it builds, nor in
 * another Next app of the repository such as the bench's floor page): every change's cache tags, announced by any
 * instance, the job runner or the seed, are cleared in this instance's cache. Payload itself starts in the routes'
 * code, where it is used: started here, it would be a second copy of Payload's modules, whose errors the routes
 * would not recognise.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env[APP_SERVER_FLAG] !== '1') return
  const { startServerWork } = await import('./server/startServerWork')
  startServerWork()
}
