import 'server-only'

import type { Payload } from 'payload'

import { hasRole, type Role } from '@/access/roles'

/**
 * GET /api/health, for a load balancer's or an uptime monitor's probe: whether this server can
 * do its work. 200 when every check passes, 503 otherwise. Anyone gets the status alone,
 * `{ status: 'ok' | 'degraded' }` (all a probe such as the container's HEALTHCHECK needs); the
 * checks and the reasons go to staff and admins signed in, see mayReadDetails. Even they get
 * modes, counts and error classes only: never a key, a connection string or a stack.
 *
 * This module runs the checks it is given: each part of the site contributes its own (the
 * database and migrations here, lib/jobs/health.ts, lib/email/health.ts, the assistant's and the
 * backups' in their features), and the route lists them (src/app/(frontend)/api/health/checks.ts).
 */

/** How long the database may take to answer one check's query. */
export const DATABASE_TIMEOUT_MS = 2000
/**
 * How long a Payload that is still starting (or cannot reach its database) may take: under the
 * 5 s a probe usually waits (the Dockerfile's HEALTHCHECK among them), so it gets a 503 with the
 * reason rather than a time-out of its own.
 */
export const START_TIMEOUT_MS = 3000

export type HealthStatus = 'ok' | 'degraded'

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
  /** Whether to add the reports too (only for those who read the details). */
  reports?: boolean
}

/** What a check is given: the Payload, the time of the check, the time-out of one query. */
export type CheckContext = {
  payload: Payload
  now: Date
  timeoutMs: number
  options: HealthOptions
}

/** One check: its result (`ok` and whatever tells why), and the reason it gives when not ok. */
export type HealthCheck<Result extends { ok: boolean } = { ok: boolean }> = {
  run(context: CheckContext): Result | Promise<Result>
  reason?(result: Result): string | undefined
}

/**
 * A report: what the details show beside the checks without changing the status (a late backup is
 * no reason to take a server out of a load balancer).
 */
export type HealthReport<Result = unknown> = (context: CheckContext) => Promise<Result>

export type Health<
  Checks extends Record<string, { ok: boolean }> = Record<string, { ok: boolean }>,
> = {
  status: HealthStatus
  checkedAt: string
  checks: Checks
  /** Why the status is `degraded`, one short sentence a check; empty when `ok`. */
  reasons: string[]
} & Record<string, unknown>

type ResultsOf<Checks> = {
  [Name in keyof Checks]: Checks[Name] extends HealthCheck<infer Result> ? Result : never
}

export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

/**
 * A promise's outcome, or a TimeoutError after `ms`. The promise is left to settle on its own,
 * its failure swallowed (a query to a database that went away may fail long after).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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

/**
 * Runs every check (and, with `options.reports`, every report), side by side: with the database
 * gone, each gives up after its time-out, and the answer comes within about DATABASE_TIMEOUT_MS.
 */
export async function checkHealth<Checks extends Record<string, HealthCheck>>(
  payload: Payload,
  checks: Checks,
  reports: Record<string, HealthReport> = {},
  now: Date = new Date(),
  options: HealthOptions = {},
): Promise<Health<ResultsOf<Checks>>> {
  const context = {
    payload,
    now,
    options,
    timeoutMs: options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS,
  }
  const names = Object.keys(checks)
  const reportNames = options.reports ? Object.keys(reports) : []
  const [results, reported] = await Promise.all([
    Promise.all(names.map((name) => (checks[name] as HealthCheck).run(context))),
    Promise.all(reportNames.map((name) => reports[name](context))),
  ])
  const reasons = names.flatMap((name, i) =>
    results[i].ok ? [] : [(checks[name] as HealthCheck).reason?.(results[i])].filter(Boolean),
  ) as string[]
  return {
    status: reasons.length ? 'degraded' : 'ok',
    checkedAt: now.toISOString(),
    checks: Object.fromEntries(names.map((name, i) => [name, results[i]])) as ResultsOf<Checks>,
    reasons,
    ...Object.fromEntries(reportNames.map((name, i) => [name, reported[i]])),
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Whether this request may read the checks: a signed-in user with one of `roles`, whoever and
 * wherever they are. Not a request by its address: behind a proxy that does not add
 * X-Forwarded-For (nginx's defaults), every visitor comes from the loopback address. Without a
 * cookie or an Authorization header no user is looked up, so a load balancer's probes cost no
 * more than before; the look-up has the database's time-out. Without Payload (still starting, or
 * its database gone) nobody can be told apart: everyone gets the status alone.
 */
export async function mayReadDetails(
  request: Request,
  payload: Payload | null,
  roles: Role[],
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<boolean> {
  if (!payload) return false
  if (!request.headers.has('authorization') && !request.headers.has('cookie')) return false
  try {
    const { user } = await withTimeout(payload.auth({ headers: request.headers }), timeoutMs)
    return user?.collection === 'users' && hasRole(user, ...roles)
  } catch {
    return false
  }
}

/**
 * The route's answer: the status alone, or with the checks (and the reports) for those
 * mayReadDetails lets in (`readers`: the roles). `getPayload` is awaited with a time-out too: a
 * Payload that cannot reach its database while starting would otherwise keep the probe waiting
 * for the driver's own time-out (30 s with MongoDB).
 */
export async function healthResponse(
  getPayload: () => Promise<Payload>,
  request: Request,
  site: {
    checks: Record<string, HealthCheck>
    reports: Record<string, HealthReport>
    readers: Role[]
  },
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
    return respond(health, await mayReadDetails(request, null, site.readers))
  }
  const detailed = await mayReadDetails(request, payload, site.readers, options.databaseTimeoutMs)
  const health = await checkHealth(payload, site.checks, site.reports, now, {
    ...options,
    reports: detailed,
  })
  return respond(health, detailed)
}
