/**
 * The HSTS header for a site served over https, decided from SERVER_URL when the server starts (so one
 * build serves a local http test and an https deployment alike); none over plain http, where browsers
 * would ignore it and a mistyped setting could lock a host name out of http.
 */
export function transportSecurityHeader(serverUrl: string): string | null {
  return serverUrl.startsWith('https://') ? 'max-age=63072000; includeSubDomains; preload' : null
}
