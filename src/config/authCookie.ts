/**
 * The staff session cookie: always HttpOnly (Payload's default) and SameSite=Lax, so another site
 * cannot send it with its own requests; Secure when the site is served over https in production.
 */
export function authCookieSettings(env: { NODE_ENV?: string; SERVER_URL?: string }) {
  return { sameSite: 'Lax' as const, secure: env.NODE_ENV === 'production' && (env.SERVER_URL ?? '').startsWith('https://') }
}
