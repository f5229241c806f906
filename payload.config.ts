import { uploadLimits } from './collections/mediaLimits'
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
import { makeMediaSizes } from './collections/makeMediaSizes'
import { purgeTrash } from './collections/purgeTrash'
import { RateLimits } from './collections/RateLimits'
import { AudienceCounts } from './collections/AudienceCounts'
import { analyticsFunnels, analyticsFunnelsCsv } from './src/audience/funnelEndpoints'
import { Testimonials } from './collections/Testimonials'
import { TimelineEntries } from './collections/TimelineEntries'
import { Users } from './collections/Users'
import { Videos } from './collections/Videos'
import { SiteSettings } from './globals/SiteSettings'
import { Navigation } from './globals/Navigation'
import { adminTimezones } from './src/admin/adminTimezones'
import { frenchAdminTexts } from './src/admin/frenchAdminTexts'
import { isAdminRequest } from './src/access/roles'
import { boundedLogger } from './src/config/boundedLogger'
import { COMPANY_TIME_ZONE } from './src/config/companyTimeZone'
import { contentPlugins } from './src/config/contentPlugins'
import { editorsSeeEachOther } from './src/config/editorsSeeEachOther'
import { ConfigError, parseEnv } from './src/config/env'
import { guardPayloadInternals } from './src/config/guardPayloadInternals'
import { mediaStorage } from './src/config/mediaStorage'
import { resolvePayloadSecret } from './src/config/secret'
import { salesMenu } from './src/config/salesMenu'
import { smtpEmailAdapter } from './src/config/smtpEmailAdapter'
import { richTextFeatures } from './src/blocks/shared/richTextFeatures'
import { bootstrap } from './src/db/bootstrap'
import { APP_SERVER_FLAG, stopTheAppServer } from './src/db/stopTheAppServer'
import { leadCollections, leadGlobals, leadSchemaHooks, leadTasks } from './src/leads'
import { appointmentCollections, appointmentSchemaHooks, appointmentTasks } from './src/appointments'

// The admin's pages rendered on the server (a version's date, the restore dialog) show times in the company's
// zone, as those rendered in an editor's browser do: 11:34 in the list is 11:34 in the dialog, not 10:34 UTC.
// The server's own rules never depend on it (they name their zone, as the digest and the exports do).
process.env.TZ = COMPANY_TIME_ZONE
import { notifyOldEmail } from './src/auth/notifyOldEmail'
import { jobQueues } from './src/jobs/jobQueues'
import { workJobQueues } from './src/jobs/workJobQueues'

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
  // The audience measurement's funnels (src/audience), for the manager and the editors.
  endpoints: [analyticsFunnels, analyticsFunnelsCsv],
  csrf: [env.SERVER_URL, ...env.CSRF_ORIGINS],
  cors: [env.SERVER_URL, ...env.CSRF_ORIGINS],
  secret: resolvePayloadSecret(env.PAYLOAD_SECRET),
  admin: {
    user: Users.slug,
    avatar: 'default',
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: dirname },
    // Dates and times an editor picks (scheduled publication) are read in Paris time unless they choose another zone.
    timezones: { defaultTimezone: COMPANY_TIME_ZONE, supportedTimezones: adminTimezones },
    meta: { titleSuffix: ' – Combles & Extensions du Nord' },
    components: {
      graphics: { Logo: '/src/admin/AdminLogo#AdminLogo', Icon: '/src/admin/AdminIcon#AdminIcon' },
      providers: ['/src/admin/FrenchHardCodedTexts#FrenchHardCodedTexts'],
      afterNavLinks: ['/src/leads/reports/ReportsNavLink#ReportsNavLink', '/src/audience/AudienceNavLink#AudienceNavLink'],
      views: {
        dashboard: { Component: '/src/admin/RedirectToDashboard#RedirectToDashboard' },
        leadDashboard: { Component: '/src/leads/dashboard/LeadDashboardView#LeadDashboardView', path: '/dashboard' },
        leadReports: { Component: '/src/leads/reports/ReportsView#ReportsView', path: '/reports' },
        visitCalendar: { Component: '/src/appointments/calendar/VisitCalendarView#VisitCalendarView', path: '/visites' },
        audience: { Component: '/src/audience/AudienceView#AudienceView', path: '/mesure-audience' },
      },
    },
  },
  i18n: {
    supportedLanguages: { fr },
    fallbackLanguage: 'fr',
    translations: { fr: frenchAdminTexts },
  },
  graphQL: { disable: true },
  // Uploads: a size limit with a French refusal (collections/mediaLimits.ts).
  upload: uploadLimits,
  // Every log entry is bounded (2 KiB per string): a failed query's error repeats its whole SQL.
  logger: boundedLogger,
  collections: [
    Users,
    Media,
    Pages,
    Projects,
    Testimonials,
    Videos,
    TimelineEntries,
    ...leadCollections,
    ...appointmentCollections,
    RateLimits,
    AudienceCounts,
  ],
  globals: [SiteSettings, Navigation, ...leadGlobals],
  // Rich-text links follow the site's link rule (safeLink), as every other link field.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => richTextFeatures(defaultFeatures) }),
  // salesMenu last: it sees every collection, the plugins' included.
  // editorsSeeEachOther after the content plugins: it covers the redirects they add.
  plugins: [mediaStorage(env), ...contentPlugins(), editorsSeeEachOther, salesMenu],
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
    tasks: [...leadTasks, ...appointmentTasks, notifyOldEmail, purgeTrash, makeMediaSizes],
    // Running, queueing or cancelling jobs through the API (GET /api/payload-jobs/run, …) is for admins;
    // the server's own worker (workJobQueues) runs them with overrideAccess.
    access: { run: isAdminRequest, queue: isAdminRequest, cancel: isAdminRequest },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: true },
    }),
  },
  db: postgresAdapter({
    // A request never waits forever for a connection (a database restarting, a pool held up): after 10 s
    // it fails, the visitor's form retries with the same submission id, and nothing is lost.
    pool: { connectionString: databaseUrl, connectionTimeoutMillis: 10_000 },
    readReplicas: env.DATABASE_READ_REPLICAS.length ? env.DATABASE_READ_REPLICAS : undefined,
    // The schema comes from committed migrations in every mode, never from a dev push.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    afterSchemaInit: [...leadSchemaHooks, ...appointmentSchemaHooks],
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
    // The app's server works the queues (workJobQueues: one instance per queue at a time, instead of
    // Payload's autoRun); a build, the CLI, scripts and tests run none (tests run them on demand).
    if (process.env[APP_SERVER_FLAG] === '1' && env.NODE_ENV !== 'test') workJobQueues(payload, jobQueues)
  },
}).then(guardPayloadInternals)
