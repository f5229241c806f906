import { z } from 'zod'
import { passwordProblem } from '@/auth/passwordProblem'
import { defaultServerUrl } from './siteUrl'
import { parseTrustedProxies } from './trustedProxies'

/** A comma-separated setting as its entries, spaces around them and empty ones dropped. */
const commaSeparated = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** Every environment variable the app reads, with its default. The README's table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATABASE_READ_REPLICAS: z.string().optional().transform(commaSeparated),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_POSTGRES_DIR: z.string().default('.data/postgres'),
  EMBEDDED_POSTGRES_DATABASE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase identifier')
    .default('combles'),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The port the app's server listens on; without SERVER_URL, the site's address is http://localhost:$PORT. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SERVER_URL: z.url('must be an absolute URL such as https://www.example.fr').optional(),
  CSRF_ORIGINS: z.string().optional().transform(commaSeparated),
  MEDIA_DIR: z.string().default('media'),
  /** Set: uploads go to this S3-compatible bucket instead of MEDIA_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.fr-par.scw.cloud').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Set: Next's cache (pages, cached reads, their tags) lives in this Redis, shared by every instance (cache-handler.mjs). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** While Redis cannot be reached, how long an instance keeps a page or read in its own memory. */
  REDIS_FALLBACK_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Set by scripts/withDatabase.ts when it started the embedded PostgreSQL: a local machine. */
  LOCAL_EMBEDDED_DATABASE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Proxies in front of the app: unset (none), a hop count, or addresses and CIDR ranges. */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustedProxies(value)
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed })
        return z.NEVER
      }
      return parsed
    }),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.email('must be an e-mail address').default('site@combles-nord.fr'),
  STAFF_NOTIFICATION_EMAIL: z.string().optional(),
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  // The staff password rule, so the first admin cannot be created with a password the admin would refuse.
  ADMIN_PASSWORD: z
    .string()
    .refine((password) => passwordProblem(password) === null, 'must be 12+ characters and not a common password')
    .optional(),
})

export type Env = Omit<z.infer<typeof envSchema>, 'SERVER_URL'> & { SERVER_URL: string }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment; throws one ConfigError whose message names every wrong variable on one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = envSchema.safeParse(given)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new ConfigError(`Configuration error: ${problems.join('; ')}`)
  }
  const env = { ...result.data, SERVER_URL: result.data.SERVER_URL ?? defaultServerUrl(result.data.PORT) }
  if (env.NODE_ENV === 'production' && !env.LOCAL_EMBEDDED_DATABASE && !env.PAYLOAD_SECRET) {
    throw new ConfigError('Configuration error: PAYLOAD_SECRET is required in production with DATABASE_URL (32+ characters)')
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Configuration error: ADMIN_EMAIL and ADMIN_PASSWORD go together')
  }
  return env
}
