/**
 * The referring site as the measurement names a visit's source: its host alone, without www. (never its path); nothing for
 * no referrer or one that is no address. The page and the server (a lead's recorded referrer) name it the same way.
 */
export function referrerHost(referrer: unknown): string | undefined {
  if (typeof referrer !== 'string' || !referrer) return undefined
  try {
    return new URL(referrer).hostname.replace(/^www\./, '') || undefined
  } catch {
    return undefined
  }
}
