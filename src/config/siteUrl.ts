/** The public address of the site, for canonical URLs, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (process.env.SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
}
