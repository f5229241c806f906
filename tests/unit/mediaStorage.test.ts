import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env'
import { s3Settings } from '@/config/mediaStorage'

describe('media storage settings', () => {
  it('keeps the media on disk when no bucket is set', () => {
    expect(s3Settings(parseEnv({}))).toBeNull()
  })

  it('points at an S3-compatible provider with its endpoint, path-style addressing and keys', () => {
    const env = parseEnv({
      S3_BUCKET: 'combles-media',
      S3_REGION: 'fr-par',
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'SCWEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    })
    expect(s3Settings(env)).toEqual({
      bucket: 'combles-media',
      config: {
        region: 'fr-par',
        endpoint: 'https://s3.fr-par.scw.cloud',
        forcePathStyle: true,
        credentials: { accessKeyId: 'SCWEXAMPLE', secretAccessKey: 'secret-example' },
      },
    })
  })

  it('leaves the credentials to the AWS SDK chain (instance role) when no keys are given', () => {
    expect(s3Settings(parseEnv({ S3_BUCKET: 'combles-media' }))).toEqual({
      bucket: 'combles-media',
      config: { region: 'us-east-1', forcePathStyle: false },
    })
  })

  it('refuses one key without the other, and an endpoint that is not a URL', () => {
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrowError(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 's3.example' })).toThrowError(/S3_ENDPOINT must be an absolute URL/)
  })
})
