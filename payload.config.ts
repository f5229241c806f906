import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Projects } from './collections/Projects'
import { RateLimits } from './collections/RateLimits'
import { Testimonials } from './collections/Testimonials'
import { TimelineEntries } from './collections/TimelineEntries'
import { Users } from './collections/Users'
import { Videos } from './collections/Videos'
import { SiteSettings } from './globals/SiteSettings'
import { Navigation } from './globals/Navigation'
import { isAdminRequest } from './src/access/isAdminRequest'
import { boundedLogger } from './src/config/boundedLogger'
import { contentPlugins } from './src/config/contentPlugins'
import { ConfigError, parseEnv } from './src/config/env'
import { guardPayloadInternals } from './src/config/guardPayloadInternals'
import { mediaStorage } from './src/config/mediaStorage'
import { resolvePayloadSecret } from './src/config/secret'
import { smtpEmailAdapter } from './src/config/smtpEmailAdapter'
import { richTextFeatures } from './src/blocks/shared/richTextFeatures'
import { bootstrap } from './src/db/bootstrap'
import { stopTheAppServer } from './src/db/stopTheAppServer'
import { leadCollections, leadGlobals, leadSchemaHooks, leadTasks } from './src/leads'
import { MAIL_QUEUE } from './src/leads/jobs/mailQueue'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = parseEnv()
const databaseUrl = env.DATABASE_URL
if (!databaseUrl) {
  throw new ConfigError(
    'Configuration error: DATABASE_URL is not set (npm run dev, npm start and npm test set it, starting the embedded PostgreSQL)',
  )
}

// guardPayloadInternals restricts the collections and globals Payload adds itself (document locks, job stats).
export default buildConfig({
  serverURL: env.SERVER_URL,
  csrf: [env.SERVER_URL, ...env.CSRF_ORIGINS],
  cors: [env.SERVER_URL, ...env.CSRF_ORIGINS],
  secret: resolvePayloadSecret(env.PAYLOAD_SECRET),
  admin: {
    user: Users.slug,
    avatar: 'default',
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Combles & Extensions du Nord' },
    components: {
      graphics: { Logo: '/src/admin/AdminLogo#AdminLogo', Icon: '/src/admin/AdminIcon#AdminIcon' },
      providers: ['/src/admin/FrenchBulkUploadToast#FrenchBulkUploadToast'],
      afterNavLinks: ['/src/leads/reports/ReportsNavLink#ReportsNavLink'],
      views: {
        dashboard: { Component: '/src/admin/RedirectToDashboard#RedirectToDashboard' },
        leadDashboard: { Component: '/src/leads/dashboard/LeadDashboardView#LeadDashboardView', path: '/dashboard' },
        leadReports: { Component: '/src/leads/reports/ReportsView#ReportsView', path: '/reports' },
      },
    },
  },
  i18n: {
    supportedLanguages: { fr },
    fallbackLanguage: 'fr',
    // One message for every failed sign-in (wrong password, unknown e-mail, throttled): it tells an attacker nothing.
    translations: { fr: { error: { emailOrPasswordIncorrect: 'Erreur de connexion. Veuillez vérifier vos identifiants.' } } },
  },
  graphQL: { disable: true },
  // Every log entry is bounded (2 KiB per string): a failed query's error repeats its whole SQL.
  logger: boundedLogger,
  collections: [Users, Media, Pages, Projects, Testimonials, Videos, TimelineEntries, ...leadCollections, RateLimits],
  globals: [SiteSettings, Navigation, ...leadGlobals],
  // Rich-text links follow the site's link rule (safeLink), as every other link field.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => richTextFeatures(defaultFeatures) }),
  plugins: [mediaStorage(env), ...contentPlugins()],
  email: env.SMTP_HOST
    ? smtpEmailAdapter({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
        from: env.SMTP_FROM,
        fromName: 'Combles & Extensions du Nord',
      })
    : undefined,
  jobs: {
    tasks: leadTasks,
    // Running, queueing or cancelling jobs through the API (GET /api/payload-jobs/run, …) is for admins;
    // the server's own cron runs them with overrideAccess.
    access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
    // The long-running server works the queues; tests run them on demand.
    autoRun:
      env.NODE_ENV === 'test'
        ? []
        : [
            // Small batches often: 2 staff e-mails a second at most, in short bursts that do not hold up
            // the lead endpoint running in the same process. E-mails have a queue of their own, so that a
            // mail server down (jobs failing and retried) never delays a scheduled publication ('default').
            { cron: '*/5 * * * * *', queue: MAIL_QUEUE, limit: 10 },
            { cron: '*/5 * * * * *', queue: 'default', limit: 10 },
            { cron: '0 */10 * * * *', queue: 'nightly' },
            // The salespeople's morning digest (7:30, Paris time).
            { cron: '0 */10 * * * *', queue: 'morning' },
          ],
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: true },
    }),
  },
  db: postgresAdapter({
    pool: { connectionString: databaseUrl },
    readReplicas: env.DATABASE_READ_REPLICAS.length ? env.DATABASE_READ_REPLICAS : undefined,
    // The schema comes from committed migrations in every mode, never from a dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    afterSchemaInit: leadSchemaHooks,
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    await bootstrap(payload, {
      databaseUrl,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      allowLocalAdmin: env.NODE_ENV !== 'production' || env.LOCAL_EMBEDDED_DATABASE,
    }).catch(stopTheAppServer)
  },
}).then(guardPayloadInternals)
