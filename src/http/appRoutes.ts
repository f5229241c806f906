/**
 * The app's routes other than the pages' catch-all (`/[...slug]`), written as Next names them: the address
 * gate (src/proxy.ts) leaves every address these answer to its route. tests/unit/appRoutes.test.ts reads
 * src/app and fails when a route is added or removed without this list.
 */
export const appRoutes = [
  '/',
  '/admin/[[...segments]]',
  '/api/[...slug]',
  '/api/agenda/[feed]',
  '/api/appointments',
  '/api/appointments/calendar',
  '/api/appointments/slots',
  '/api/audience',
  '/api/cache-tags',
  '/api/health',
  '/api/leads/submit',
  '/api/page-addresses',
  '/monaco-editor/vs/[...path]',
  '/aides-eligibilite/resultats',
  '/apercu',
  '/apercu/fin',
  '/etude-gratuite/resultats',
  '/faisabilite/resultats',
  '/optimisation-espace/resultats',
  '/projet/[slug]',
  '/projet/introuvable',
  '/visite',
] as const
