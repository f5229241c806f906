/**
 * Sent with every uploaded file the site serves (/api/media/file/…, each size made at upload included): whatever
 * a file holds, opened in the site's origin it is an inert document. No script, no plugin, no
 * request but its own images; `sandbox` also gives it an opaque origin, away from the session cookie.
 * `nosniff` keeps a browser from reading the bytes as another type than the one declared.
 * Plain JavaScript: next.config.mjs imports it before any TypeScript is compiled.
 */
export const inertFilePolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

export const inertFileHeaders = [
  { key: 'Content-Security-Policy', value: inertFilePolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]
