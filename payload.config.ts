import fs from 'fs'
import path from 'path'
import { fileURLToPath } from 'url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type Config, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { AnalyticsDaily } from '@/collections/AnalyticsDaily'
import { AnalyticsEvents } from '@/collections/AnalyticsEvents'
import { AnalyticsSalts } from '@/collections/AnalyticsSalts'
import { Backups } from '@/collections/Backups'
import { ChatSessions } from '@/collections/ChatSessions'
import { ChangeLog } from '@/collections/ChangeLog'
import { Cities } from '@/collections/Cities'
import { Counties } from '@/collections/Counties'
import { Faqs } from '@/collections/Faqs'
import { JobTicks } from '@/collections/JobTicks'
import { LeadFiles } from '@/collections/LeadFiles'
import { Leads } from '@/collections/Leads'
import { removeLeadFilesTask } from '@/collections/Leads/hooks/deleteFiles'
import { Media } from '@/collections/Media'
import { Outbox } from '@/collections/Outbox'
import { Pages } from '@/collections/Pages'
import { Portfolio } from '@/collections/Portfolio'
import { Posts } from '@/collections/Posts'
import { ReviewRequests } from '@/collections/ReviewRequests'
import { redirectsConfig } from '@/collections/Redirects'
import { SearchQueries } from '@/collections/SearchQueries'
import { Services } from '@/collections/Services'
import { Testimonials } from '@/collections/Testimonials'
import { Texts } from '@/collections/Texts'
import { TextOptOuts } from '@/collections/TextOptOuts'
import { TextEvents } from '@/collections/TextEvents'
import { Users } from '@/collections/Users'
import { handleTextEventTask } from '@/features/texts/server/events'
import { sendTextTask } from '@/features/texts/server/send'
import { TooManyAttempts } from '@/collections/Users/hooks/signIn'
import { TwoStepProblem, TwoStepRefusal } from '@/features/staff/totp/server/errors'
import { Footer } from '@/globals/Footer/config'
import { Header } from '@/globals/Header/config'
import { Home } from '@/globals/Home/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { Availability } from '@/globals/Availability/config'
import { Visits } from '@/collections/Visits'
import { sendVisitReminderTask } from '@/features/booking/server/reminders'
import { studioWords } from '@/features/studio/plugin'
import { ANALYTICS_QUEUE, rollupAnalyticsTask } from '@/features/analytics/server/rollup'
import { sendBackupAlertTask } from '@/features/backup/alert'
import { SaveWhatIsTypedFeature } from '@/features/studio/editor'
import { BACKUP_QUEUE, siteBackupTask } from '@/features/backup/job'
import { removeUnclaimedChatFilesTask } from '@/features/chat/server/cleanup'
import { goLiveTask, PUBLISHING_QUEUE } from '@/features/publishing/server/goLive'
import { siteEmailAdapter } from '@/lib/email/adapter'
import { recoverEveryMinute } from '@/features/leads/server/recover'
import { payloadLogger } from '@/lib/logging/payload'
import { claimTick } from '@/lib/jobs/ticks'
import { sendLeadEmailsTask } from '@/features/leads/server/emails'
import { EMAIL_QUEUE } from '@/lib/email/task'
import { sendLeadReminderTask, sendMorningDigestTask } from '@/features/leads/server/reminders'
import { STUDIO_TITLE_SUFFIX } from '@/features/studio/titles'
import { sendReviewRequestTask } from '@/features/reviews/server/send'
import { chooseDatabase } from '@/lib/payload/database'
import { prepareFirstStart } from './firstStart'
import { getSearchIndex } from '@/features/search/server/sync'
import { onChanges, watchChanges } from '@/lib/revalidation/changeLog'
import { revalidateOnOtherProcessChange } from '@/lib/revalidation'
import { storagePlugins } from '@/lib/storage/s3'
import { migrations } from '@/migrations'
import { siteOrigins } from '@/lib/site/address'
import { serverUrl } from '@/lib/site/urls'
import { COLORADO_TIME_ZONE, STUDIO_DATE_FORMAT } from '@/lib/time/colorado'
import { pathFor, type PathCollection } from '@/utilities/paths'
import { ROUTED_COLLECTIONS } from '@/utilities/publicContent'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  // Relative paths are relative to the project folder, where every command of the README runs.
  const choice = chooseDatabase(process.env.DATABASE_URI, process.env.NODE_ENV, process.cwd())
  if (choice.kind === 'mongodb') return mongooseAdapter({ url: choice.url })
  fs.mkdirSync(path.dirname(choice.url.slice('file:'.length)), { recursive: true })
  return sqliteAdapter({
    client: { url: choice.url },
    // Several processes share the file (the server, the seed, a second server): readers never
    // block the writer (WAL), and a writer waits for another's lock instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  })
}

/**
 * Queued work (scheduled publishing, e-mails) and the search index's watch for changes run in the
 * Next.js server, not in scripts, tests or the build.
 */
const inServer =
  Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build'

// libvips keeps the results of recent operations, up to 50 MB and 100 of them by default
// (sharp.cache()). The site resizes each upload once, so that cache would only hold memory
// (docs/benchmarks.md, Memory).
sharp.cache(false)

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar would be fetched from a third party on every studio page.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // The business's own studio: its name in the tabs (features/studio/titles.ts, the Business
    // profile's name put in by the studio's page), the site's icon, its logo and name on the
    // sign-in page and in the corner (features/studio/Brand.tsx), nothing of Payload's.
    meta: {
      titleSuffix: STUDIO_TITLE_SUFFIX,
      // public/icon.png: the site's icon (src/app/(frontend)/icon.png), which Next.js serves
      // under a hashed name only; tests/unit/site-address.test.ts keeps the two the same.
      icons: [{ rel: 'icon', type: 'image/png', url: '/icon.png' }],
      openGraph: { siteName: 'High Country Log Home Finishing studio' },
    },
    // The dates Payload draws itself (a document's "Last changed" and "Created") in the words of
    // every other date of the studio, "Dec 1, 2026, 7:32 PM" (lib/time/colorado: formatWhen).
    dateFormat: STUDIO_DATE_FORMAT,
    // Every date the studio takes is on Colorado's clock: the one zone offered, and the default.
    timezones: {
      defaultTimezone: COLORADO_TIME_ZONE,
      supportedTimezones: [{ label: 'Colorado (Mountain Time)', value: COLORADO_TIME_ZONE }],
    },
    components: {
      graphics: {
        Logo: '@/features/studio/Brand#StudioLogo',
        Icon: '@/features/studio/Brand#StudioIcon',
      },
      // The lead desk's start: new leads since the last visit, leads by status, the staff tools.
      beforeDashboard: ['@/studio/dashboard/Dashboard#LeadDashboard'],
      views: {
        // The sign-in page: Payload's form, with a second step for accounts that have two-step
        // sign-in, and its setup for admins who must use it (features/staff/totp/admin).
        login: { Component: '@/studio/login/LoginView#LoginView' },
        // Leads as CSV (features/leads/export/export): the filters, a count, and the download.
        export: { Component: '@/features/leads/export/View#ExportView', path: '/export' },
      },
    },
    // Messages at the bottom, in the middle: never over the header or the document's buttons,
    // which stay at the top, nor over the case file's side column (Add note, Send review
    // request), where Payload's bottom-right put them. On a phone every message takes the
    // screen's width (sonner's own rule), and the bottom is where the document's buttons are not.
    toast: { position: 'bottom-center' },
    livePreview: {
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    Posts,
    Portfolio,
    Services,
    Counties,
    Cities,
    Testimonials,
    Faqs,
    Media,
    Leads,
    LeadFiles,
    ReviewRequests,
    ChatSessions,
    Outbox,
    SearchQueries,
    ChangeLog,
    JobTicks,
    AnalyticsEvents,
    AnalyticsDaily,
    AnalyticsSalts,
    Backups,
    Visits,
    Texts,
    TextOptOuts,
    TextEvents,
    Users,
  ],
  globals: [Home, SiteSettings, Availability, Header, Footer],
  // Payload's words that an owner reads, in an owner's words (tests/e2e/studio-words.spec.ts).
  i18n: {
    translations: {
      en: {
        general: {
          // An empty cell or field (Payload's "<No Rating>").
          noLabel: '—',
          // A page that is not there, or that the signed-in person's role may not open.
          sorryNotFound:
            'This page is not here, or your account cannot open it. If you need it, ask the owner of the site.',
          // The web address field's buttons (fields/slug.ts), where Payload says Unlock and Lock.
          unlock: 'Change',
          lock: 'Done',
          // A list's item menu and its header (arrays and blocks): "Copy Row", "Paste Row".
          copyRow: 'Copy this item',
          pasteRow: 'Paste over this item',
          copyField: 'Copy all items',
          pasteField: 'Paste over all items',
          // The timestamps' columns and the document's header: "Created At", "Updated At".
          createdAt: 'Created',
          updatedAt: 'Last changed',
          lastModified: 'Last changed',
        },
        fields: {
          // The button that opens or closes an item of a list (its hidden words: "Toggle block").
          toggleBlock: 'Open or close',
        },
        authentication: {
          // The web address field's button that makes one from the title or name ("Generate").
          generate: 'Suggest one',
        },
      },
    },
  },
  // Payload's default features, and a save that keeps every typed word (features/studio/editor).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [...defaultFeatures, SaveWhatIsTypedFeature()],
  }),
  db: database(),
  secret: process.env.PAYLOAD_SECRET || '',
  sharp,
  email: siteEmailAdapter,
  // JSON lines in a production server (lib/logging/payload.ts); Payload's readable lines elsewhere.
  logger: payloadLogger({ inServer }),
  // A throttled sign-in is the limiter doing its work (features/staff/server/signIn.ts): a line of
  // information, not an error with its stack.
  loggingLevels: {
    [TooManyAttempts.errorName]: 'info',
    // A sign-in's second step asked for or refused, a change of it refused: answers, not faults.
    [TwoStepRefusal.errorName]: 'info',
    [TwoStepProblem.errorName]: 'info',
  } as Config['loggingLevels'],
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload otherwise starts `payload generate:types` in a child process each time it starts
    // outside production: in every test file and script too, where it rewrote this file while the
    // tests ran and wrote its tsx cache into a test's own temporary folder as the test removed it.
    // `next dev` keeps it; `npm test` checks the committed types are current.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  // The studio's cookie counts only on requests from the site's own pages: a browser's request
  // from another site's page (its Origin, or Sec-Fetch-Site without one) is treated as signed out
  // (Payload's cookie check). A request with a token in its Authorization header is not concerned.
  csrf: siteOrigins(),
  // Nothing uses GraphQL (the studio and the site read through the Local API and REST): off, and
  // its routes under src/app/(payload)/api are gone.
  graphQL: { disable: true },
  onInit: async (payload) => {
    if (inServer) {
      // On a database without users: the starting content (SEED_ON_START) and the admin account
      // (ADMIN_EMAIL, ADMIN_PASSWORD), before Payload answers anything.
      await prepareFirstStart(payload)
      // Changes made through other server processes on this database, or by jobs (the change log,
      // lib/revalidation/changeLog.ts): this process revalidates the changed pages, and the search
      // index follows (it listens once built).
      void onChanges('site', revalidateOnOtherProcessChange)
      watchChanges(payload)
      // The site search is built from the database as the server starts; a failure is logged and
      // the first search tries again.
      getSearchIndex(payload).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Search index: the first build failed'),
      )
      // Jobs and e-mails a server that died (this one, before a restart, or another) dropped.
      recoverEveryMinute(payload)
    }
  },
  jobs: {
    // Jobs run only in the server, on its own timers (`autoRun` below, through the Local API,
    // which skips these): nobody runs, queues or cancels them over HTTP
    // (`/api/payload-jobs/run` would otherwise let any signed-in user send an e-mail or a backup
    // again), admins included.
    access: { run: () => false, queue: () => false, cancel: () => false },
    tasks: [
      sendLeadEmailsTask,
      // The 24-48 hour promise: reminders of leads still New and the morning digest (queued by the
      // minute's sweep, features/leads/server/recover.ts).
      sendLeadReminderTask,
      sendMorningDigestTask,
      // A review request, on the e-mail queue at its time (waitUntil).
      sendReviewRequestTask,
      rollupAnalyticsTask,
      removeLeadFilesTask,
      siteBackupTask,
      sendBackupAlertTask,
      // Hourly (its task's `schedule`, on the default queue).
      removeUnclaimedChatFilesTask,
      // A post published with a date ahead: the site follows at that time (its own queue).
      goLiveTask,
      // The homeowner's reminder of tomorrow's inspection (queued at 9 AM by the minute's sweep).
      sendVisitReminderTask,
      // Text messages: one stored text sent (its waitUntil keeps the quiet hours), and one
      // webhook request of the provider taken (features/texts), on the e-mails' queue.
      sendTextTask,
      handleTextEventTask,
    ],
    // The timers fire at the same second on every server process, never two queues in one second
    // (seconds 0, 5, 10… for e-mails, 1, 6, 11… for publishing, 2, 3 and 4 for the others): the process that claims the second
    // runs the queue (lib/jobs/ticks.ts), so no job runs twice.
    autoRun: inServer
      ? [
          { cron: '2 * * * * *', queue: 'default', limit: 50 },
          // Every 5 seconds: a homeowner's estimate should not wait for the next minute.
          { cron: '*/5 * * * * *', queue: EMAIL_QUEUE, limit: 20 },
          // Every 5 seconds, a second after the e-mails: a scheduled post goes live at its time.
          { cron: '1-59/5 * * * * *', queue: PUBLISHING_QUEUE, limit: 20 },
          // Queues the analytics rollup at its time (its task's `schedule`) and runs it when due.
          { cron: '3 */10 * * * *', queue: ANALYTICS_QUEUE, limit: 1 },
          // Every minute: the nightly backup is queued for its time (its task's schedule hook)
          // and run when due, one at a time; its retries come back within a minute of their time.
          { cron: '4 * * * * *', queue: BACKUP_QUEUE, limit: 1 },
        ]
      : [],
    shouldAutoRun: (payload) => claimTick(payload, 'jobs'),
  },
  plugins: [
    // Old addresses leading on to where a page lives now (collections/Redirects).
    redirectsPlugin(redirectsConfig),
    // The SEO fields on every public collection with pages of its own (utilities/publicContent).
    seoPlugin({
      collections: [...ROUTED_COLLECTIONS],
      globals: ['home'],
      uploadsCollection: 'media',
      tabbedUI: true,
      generateTitle: ({ doc }) => (doc as { title?: string; name?: string }).title ?? '',
      generateDescription: ({ doc }) => {
        const d = doc as { excerpt?: string; summary?: string; intro?: string }
        return d.excerpt ?? d.summary ?? d.intro ?? ''
      },
      generateURL: ({ doc, collectionSlug }) =>
        collectionSlug
          ? `${serverUrl()}${pathFor[collectionSlug as PathCollection]({ slug: (doc as { slug?: string }).slug })}`
          : `${serverUrl()}/`,
      fields: ({ defaultFields }) => [
        // The share image, once chosen, in words (features/studio/files), like every other file.
        ...defaultFields.map((field) =>
          field.type === 'upload' && field.name === 'image'
            ? ({
                ...field,
                admin: {
                  ...field.admin,
                  components: {
                    ...field.admin?.components,
                    Field: '@/features/studio/files/UploadField#MetaImageField',
                  },
                },
              } as typeof field)
            : field,
        ),
        {
          name: 'keywords',
          type: 'text',
          hasMany: true,
          admin: { description: 'Search phrases this page answers.' },
        },
      ],
    }),
    // Media and lead files in an S3-compatible bucket when S3_BUCKET is set (lib/storage/s3).
    ...storagePlugins(),
    studioWords,
  ],
})
