import 'server-only'

import type { Payload } from 'payload'

import { backupReport } from '@/features/backup/health'
import { aiCheck } from '@/features/chat/assistant/health'
import { STAFF } from '@/features/staff/login'
import { emailCheck } from '@/lib/email/health'
import { checkHealth, healthResponse, type HealthOptions } from '@/lib/health'
import { databaseCheck, migrationsCheck } from '@/lib/health/database'
import { jobsCheck } from '@/lib/jobs/health'
import { migrations } from '@/migrations'

/**
 * What /api/health checks on this site, each contributed by its part (lib/health runs them): the
 * database, the migrations this build ships, the e-mail and assistant modes, the jobs queue; and
 * the nightly backups as a report for staff. Staff and admins read the details.
 */
export const SITE_HEALTH = {
  checks: {
    database: databaseCheck,
    migrations: migrationsCheck(migrations.map((migration) => migration.name)),
    email: emailCheck,
    ai: aiCheck,
    jobs: jobsCheck,
  },
  reports: { backup: backupReport },
  readers: STAFF,
}

/** The site's checks on `payload` (with the backup report when `options.reports`). */
export const checkSiteHealth = (payload: Payload, now?: Date, options?: HealthOptions) =>
  checkHealth(payload, SITE_HEALTH.checks, SITE_HEALTH.reports, now, options)

/** GET /api/health's answer for `request` (lib/health healthResponse with the site's checks). */
export const siteHealthResponse = (
  getPayload: () => Promise<Payload>,
  request: Request,
  now?: Date,
  options?: HealthOptions,
) => healthResponse(getPayload, request, SITE_HEALTH, now, options)
