import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'
import { slugs } from '@collections/slugs'
import type { Env } from './env'

type S3Env = Pick<Env, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>

/**
 * The S3 client settings for the media bucket, or null when no bucket is configured (uploads then stay
 * in MEDIA_DIR). Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
 */
export function s3Settings(env: S3Env) {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    config: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  }
}

/**
 * Media on an S3-compatible bucket when S3_BUCKET is set, so that several app instances share the
 * files. They are still served at /api/media/file/… through Payload, with its access rules and the
 * inert headers of every upload (collections/Media.ts, next.config.mjs). Keep it so: no
 * `disablePayloadAccessControl`, `signedDownloads` or `acl: 'public-read'`, which would send browsers to
 * the bucket, where no such headers can be set per file.
 */
export function mediaStorage(env: S3Env): Plugin {
  const settings = s3Settings(env)
  const storage = s3Storage({
    enabled: settings !== null,
    // The adapter's columns (object key, prefix) exist with or without a bucket: one schema, one set of migrations.
    alwaysInsertFields: true,
    collections: { [slugs.media]: true },
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
  })
  return async (config) => withFrenchPrefixField(await storage(config))
}

/** The adapter's `prefix` column is its own bookkeeping, labelled in English: hidden from editors, named in French. */
function withFrenchPrefixField(config: Config): Config {
  const french = (field: Field): Field =>
    'name' in field && field.name === 'prefix' && field.type === 'text'
      ? { ...field, label: 'Préfixe de stockage', admin: { ...field.admin, hidden: true } }
      : field
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === slugs.media ? { ...collection, fields: collection.fields.map(french) } : collection,
    ),
  }
}
