import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { DEFAULT_OPENAI_MODEL } from '@/lib/ai/openai'
import { backupStatus } from '@/lib/backup/status'
import { emailDeliveryConfigured } from '@/lib/email/send'
import { fromThisMachine } from '@/lib/rate-limit/address'
import { STAFF } from '@/lib/staff/login'
import { migrations as shippedMigrations } from '@/migrations'

/**
 * GET /api/health, for a load balancer's or an uptime monitor's probe: whether this server can
 * do its work. 200 when every check passes, 503 otherwise. Anyone gets the status alone,
 * `{ status: 'ok' | 'degraded' }`; the checks and the reasons go to staff and admins signed in
 * and to probes on this machine (the container's HEALTHCHECK), see mayReadDetails. Even they get
 * modes, counts and error classes only: never a key, a connection string or a stack.
 */

/** How long the database may take to answer one check's query. */
export const DATABASE_TIMEOUT_MS = 2000
/**
 * How long a Payload that is still starting (or cannot reach its database) may take: under the
 * 5 s a probe usually waits (the Dockerfile's HEALTHCHECK among them), so it gets a 503 with the
 * reason rather than a time-out of its own.
 */
export const START_TIMEOUT_MS = 3000
/**
 * The default of JOBS_STUCK_AFTER_SECONDS. E-mail jobs run every 5 s and the others every minute
 * or ten (payload.config.ts `jobs.autoRun`), so a job due for ten minutes means no server is
 * running the queue.
 */
export const JOBS_STUCK_AFTER_SECONDS = 600
/** Jobs marked as running for longer than this are reported (recovery releases them at 2 min). */
export const LONG_PROCESSING_MS = 5 * 60_000

export type DatabaseCheck = { ok: true; ms: number } | { ok: false; error: string }
export type MigrationsCheck =
  /** SQLite in production: the migrations in src/migrations against those the database ran. */
  | { ok: boolean; mode: 'migrations'; expected: number; applied: number; pending: string[] }
  | { ok: false; mode: 'migrations'; error: string }
  /** SQLite outside production: Payload pushes the schema at start. MongoDB: no schema. */
  | { ok: true; mode: 'push' | 'none' }
export type EmailCheck = { ok: true; mode: 'resend' | 'outbox' }
export type AiCheck = { ok: true; mode: 'openai'; model: string } | { ok: true; mode: 'built-in' }
export type JobsCheck =
  | {
      ok: boolean
      /** Jobs due to run now. */
      pending: number
      /** How long the longest-waiting of them has been due; null with none. */
      oldestPendingSeconds: number | null
      /** Jobs marked as running for longer than LONG_PROCESSING_MS. */
      processingOver5Min: number
      stuckAfterSeconds: number
    }
  | { ok: false; error: string }

export type HealthChecks = {
  database: DatabaseCheck
  migrations: MigrationsCheck
  email: EmailCheck
  ai: AiCheck
  jobs: JobsCheck
}

export type HealthStatus = 'ok' | 'degraded'

/**
 * The nightly backups (lib/backup): when the last good one was made and its size, the last run's
 * state. Not a check: a late backup is no reason to take a server out of a load balancer, so it
 * never changes the status; `ok` is false when the dashboard warns (no good backup for 36 hours,
 * the last run failed, backups off).
 */
export type BackupReport =
  | {
      ok: boolean
      mode: 'folder' | 'bucket' | 'off'
      nextAt: string | null
      lastGood: { at: string; bytes: number } | null
      lastRun: { state: string; at: string; attempts: number } | null
    }
  | { ok: false; error: string }

export type Health = {
  status: HealthStatus
  checkedAt: string
  checks: HealthChecks
  /** Why the status is `degraded`, one short sentence a check; empty when `ok`. */
  reasons: string[]
  backup?: BackupReport
}

export type HealthOptions = {
  /**
   * Whether Payload runs in production. By default the build's NODE_ENV (written out in full so
   * that Next.js replaces it at build time, as it does in payload.config.ts, which chose the
   * database's mode with it).
   */
  production?: boolean
  /** Payload's database adapter (`payload.db.name`): sqlite or mongoose. */
  adapter?: string
  /** The names of the migrations the database should have run (default: src/migrations). */
  migrations?: readonly string[]
  /** Default DATABASE_TIMEOUT_MS. */
  databaseTimeoutMs?: number
  /** Default START_TIMEOUT_MS. */
  startTimeoutMs?: number
  /** Whether to report the backups too (only to those who read the details). */
  backup?: boolean
}

class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

/**
 * A promise's outcome, or a TimeoutError after `ms`. The promise is left to settle on its own,
 * its failure swallowed (a query to a database that went away may fail long after).
 */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  promise.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * What went wrong, without the error's message (a driver's message can carry a host, a user or a
 * file path): its class, and its code when it is a plain word like SQLITE_BUSY or ECONNREFUSED.
 */
export function errorClass(error: unknown): string {
  if (error instanceof TimeoutError) return error.message
  if (!(error instanceof Error)) return 'unknown error'
  const name = /^[A-Za-z][\w$]{0,60}$/.test(error.name) ? error.name : 'Error'
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)
    ? `${name} (${code})`
    : name
}

async function checkDatabase(payload: Payload, timeoutMs: number): Promise<DatabaseCheck> {
  const started = performance.now()
  try {
    // A count of a small collection: one cheap query that needs a working connection.
    await withTimeout(payload.count({ collection: 'users', overrideAccess: true }), timeoutMs)
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    return { ok: false, error: errorClass(error) }
  }
}

async function checkMigrations(
  payload: Payload,
  options: Required<Pick<HealthOptions, 'production' | 'adapter' | 'migrations'>>,
  timeoutMs: number,
): Promise<MigrationsCheck> {
  // MongoDB has no schema to migrate; SQLite outside production gets its schema pushed as Payload
  // starts (the adapter's dev push) and the migrations are not run.
  if (options.adapter !== 'sqlite') return { ok: true, mode: 'none' }
  if (!options.production) return { ok: true, mode: 'push' }
  try {
    const rows = await withTimeout(
      payload.find({
        collection: 'payload-migrations',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
      timeoutMs,
    )
    const applied = new Set(rows.docs.map((row) => row.name))
    const pending = options.migrations.filter((name) => !applied.has(name))
    return {
      ok: pending.length === 0,
      mode: 'migrations',
      expected: options.migrations.length,
      applied: options.migrations.length - pending.length,
      pending,
    }
  } catch (error) {
    return { ok: false, mode: 'migrations', error: errorClass(error) }
  }
}

/** Whether e-mail goes out through Resend or, without a key, is kept in the studio's outbox. */
const checkEmail = (): EmailCheck => ({
  ok: true,
  mode: emailDeliveryConfigured() ? 'resend' : 'outbox',
})

/** The model's name is shown only when it looks like one (it is free text in the environment). */
function checkAi(): AiCheck {
  if (!process.env.OPENAI_API_KEY) return { ok: true, mode: 'built-in' }
  const model = process.env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL
  return { ok: true, mode: 'openai', model: /^[\w.:/-]{1,100}$/.test(model) ? model : 'custom' }
}

/** JOBS_STUCK_AFTER_SECONDS when it is a positive number, else the default. */
export function stuckAfterSeconds(value = process.env.JOBS_STUCK_AFTER_SECONDS): number {
  const seconds = Number(value)
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : JOBS_STUCK_AFTER_SECONDS
}

/** At most this many pending jobs are looked at to find the longest-waiting one. */
const PENDING_SAMPLE = 100

async function checkJobs(payload: Payload, now: Date, timeoutMs: number): Promise<JobsCheck> {
  const threshold = stuckAfterSeconds()
  const iso = now.toISOString()
  try {
    const [pending, processing] = await withTimeout(
      Promise.all([
        // Due now: not done, not failed for good, not running, and not waiting for a later time
        // (a retry's back-off, a scheduled job).
        payload.find({
          collection: 'payload-jobs',
          where: {
            and: [
              { completedAt: { exists: false } },
              { hasError: { not_equals: true } },
              { processing: { not_equals: true } },
              {
                or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: iso } }],
              },
            ],
          },
          sort: 'createdAt',
          limit: PENDING_SAMPLE,
          depth: 0,
          select: { createdAt: true, waitUntil: true },
          overrideAccess: true,
        }),
        payload.count({
          collection: 'payload-jobs',
          where: {
            and: [
              { processing: { equals: true } },
              {
                updatedAt: {
                  less_than: new Date(now.getTime() - LONG_PROCESSING_MS).toISOString(),
                },
              },
            ],
          },
          overrideAccess: true,
        }),
      ]),
      timeoutMs,
    )
    // A job has been due since it was queued, or since its waitUntil when that is later.
    const waitingMs = pending.docs.map((job) => {
      const due = Math.max(Date.parse(job.createdAt), job.waitUntil ? Date.parse(job.waitUntil) : 0)
      return Math.max(0, now.getTime() - due)
    })
    const oldest = waitingMs.length ? Math.round(Math.max(...waitingMs) / 1000) : null
    return {
      ok: oldest === null || oldest <= threshold,
      pending: pending.totalDocs,
      oldestPendingSeconds: oldest,
      processingOver5Min: processing.totalDocs,
      stuckAfterSeconds: threshold,
    }
  } catch (error) {
    return { ok: false, error: errorClass(error) }
  }
}

async function reportBackup(payload: Payload, now: Date, timeoutMs: number): Promise<BackupReport> {
  try {
    const status = await withTimeout(backupStatus(payload, now), timeoutMs)
    return {
      ok: status.warnings.length === 0,
      mode: status.schedule.enabled ? status.destination : 'off',
      nextAt: status.nextAt,
      lastGood: status.lastGood && { at: status.lastGood.at, bytes: status.lastGood.bytes },
      lastRun: status.lastRun && {
        state: status.lastRun.state,
        at: status.lastRun.at,
        attempts: status.lastRun.attempts,
      },
    }
  } catch (error) {
    return { ok: false, error: errorClass(error) }
  }
}

function reasonsOf(checks: HealthChecks): string[] {
  const reasons: string[] = []
  const { database, migrations, jobs } = checks
  if (!database.ok) reasons.push(`database unreachable: ${database.error}`)
  if (!migrations.ok) {
    reasons.push(
      'error' in migrations
        ? `migrations could not be checked: ${migrations.error}`
        : `${migrations.pending.length} migration${migrations.pending.length === 1 ? '' : 's'} not applied: ${migrations.pending.join(', ')}`,
    )
  }
  if (!jobs.ok) {
    reasons.push(
      'error' in jobs
        ? `jobs queue could not be checked: ${jobs.error}`
        : `jobs queue stuck: oldest pending job waiting ${jobs.oldestPendingSeconds} s`,
    )
  }
  return reasons
}

/**
 * Runs every check, side by side: with the database gone, each gives up after its time-out, and
 * the answer comes within about DATABASE_TIMEOUT_MS.
 */
export async function checkHealth(
  payload: Payload,
  now: Date = new Date(),
  options: HealthOptions = {},
): Promise<Health> {
  const timeoutMs = options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS
  const [database, migrations, jobs, backup] = await Promise.all([
    checkDatabase(payload, timeoutMs),
    checkMigrations(
      payload,
      {
        production: options.production ?? process.env.NODE_ENV === 'production',
        adapter: options.adapter ?? payload.db.name,
        migrations: options.migrations ?? shippedMigrations.map((migration) => migration.name),
      },
      timeoutMs,
    ),
    checkJobs(payload, now, timeoutMs),
    options.backup ? reportBackup(payload, now, timeoutMs) : undefined,
  ])
  const checks: HealthChecks = { database, migrations, email: checkEmail(), ai: checkAi(), jobs }
  const reasons = reasonsOf(checks)
  return {
    status: reasons.length ? 'degraded' : 'ok',
    checkedAt: now.toISOString(),
    checks,
    reasons,
    ...(backup && { backup }),
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Whether this request may read the checks: a probe made on this machine straight to the server
 * (the container's HEALTHCHECK; a forged X-Forwarded-For or a proxy in between does not count,
 * lib/rate-limit/address.ts fromThisMachine), or a signed-in staff member or admin. Without a
 * cookie or an Authorization header no user is looked up, so a load balancer's probes cost no
 * more than before; the look-up has the database's time-out.
 */
export async function mayReadDetails(
  request: Request,
  payload: Payload | null,
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<boolean> {
  if (fromThisMachine(request.headers)) return true
  if (!payload) return false
  if (!request.headers.has('authorization') && !request.headers.has('cookie')) return false
  try {
    const { user } = await withTimeout(payload.auth({ headers: request.headers }), timeoutMs)
    return user?.collection === 'users' && hasRole(user, ...STAFF)
  } catch {
    return false
  }
}

/**
 * The route's answer: the status alone, or with the checks (and the backups) for those
 * mayReadDetails lets in. `getPayload` is awaited with a time-out too: a Payload that cannot
 * reach its database while starting would otherwise keep the probe waiting for the driver's own
 * time-out (30 s with MongoDB).
 */
export async function healthResponse(
  getPayload: () => Promise<Payload>,
  request: Request,
  now: Date = new Date(),
  options: HealthOptions = {},
): Promise<Response> {
  const respond = (health: { status: HealthStatus }, detailed: boolean) =>
    Response.json(detailed ? health : { status: health.status }, {
      status: health.status === 'ok' ? 200 : 503,
      headers: NO_STORE,
    })
  let payload: Payload
  try {
    payload = await withTimeout(getPayload(), options.startTimeoutMs ?? START_TIMEOUT_MS)
  } catch (error) {
    const health = {
      status: 'degraded' as const,
      checkedAt: now.toISOString(),
      checks: { database: { ok: false, error: errorClass(error) } },
      reasons: [`payload did not start: ${errorClass(error)}`],
    }
    return respond(health, await mayReadDetails(request, null))
  }
  const detailed = await mayReadDetails(request, payload, options.databaseTimeoutMs)
  return respond(await checkHealth(payload, now, { ...options, backup: detailed }), detailed)
}
