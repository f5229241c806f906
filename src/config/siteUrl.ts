/** Without SERVER_URL, the site is where the server listens on this machine. */
export const defaultServerUrl = (port: number | string = 3000): string => `http://localhost:${port}`

/** The public address of the site, for canonical URLs, the sitemap, JSON-LD and e-mails' links. */
export function siteUrl(): string {
  return (process.env.SERVER_URL || defaultServerUrl(process.env.PORT || 3000)).replace(/\/+$/, '')
}
