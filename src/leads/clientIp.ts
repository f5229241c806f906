/** The visitor's address as the nearest proxy saw it (the first X-Forwarded-For entry), for rate limits. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
