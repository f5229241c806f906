/**
 * A signed-in change sent from an address other than the site's: Payload would ignore the session cookie
 * (its CSRF check) and answer "not allowed", which says nothing of the cause. Refused here instead, with a
 * message that names the setting, and a log line with the origin that came and the ones expected.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function foreignOriginRefusal(request: Request, allowedOrigins: readonly string[], warn: (line: string) => void): Response | null {
  if (SAFE_METHODS.has(request.method)) return null
  const origin = request.headers.get('origin')
  if (!origin || allowedOrigins.includes(origin)) return null
  if (!/(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')) return null
  const site = allowedOrigins[0] ?? ''
  warn(
    `Refused a signed-in ${request.method} from origin ${origin.slice(0, 200)}; expected ${allowedOrigins.join(', ')} (SERVER_URL, CSRF_ORIGINS)`,
  )
  return Response.json(
    {
      errors: [
        {
          message: `Modification refusée\u00a0: l’admin est ouvert à ${origin.slice(0, 200)}, mais l’adresse du site (réglage SERVER_URL) est ${site}. Ouvrez ${site}/admin, ou ajoutez cette adresse au réglage CSRF_ORIGINS.`,
        },
      ],
    },
    { status: 403 },
  )
}
