import 'server-only'

import { errorClass, withTimeout, type HealthCheck } from '@/lib/health'

/**
 * The default of JOBS_STUCK_AFTER_SECONDS. E-mail jobs run every 5 s and the others every minute
 * or ten (payload.config.ts `jobs.autoRun`), so a job due for ten minutes means no server is
 * running the queue.
 */
export const JOBS_STUCK_AFTER_SECONDS = 600
/** Jobs marked as running for longer than this are reported (recovery releases them at 2 min). */
export const LONG_PROCESSING_MS = 5 * 60_000
/** At most this many pending jobs are looked at to find the longest-waiting one. */
const PENDING_SAMPLE = 100

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

/** JOBS_STUCK_AFTER_SECONDS when it is a positive number, else the default. */
export function stuckAfterSeconds(value = process.env.JOBS_STUCK_AFTER_SECONDS): number {
  const seconds = Number(value)
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : JOBS_STUCK_AFTER_SECONDS
}

/** The jobs queue is being run: no job has been due for longer than stuckAfterSeconds. */
export const jobsCheck: HealthCheck<JobsCheck> = {
  async run({ payload, now, timeoutMs }) {
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
        const due = Math.max(
          Date.parse(job.createdAt),
          job.waitUntil ? Date.parse(job.waitUntil) : 0,
        )
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
  },
  reason: (check) =>
    'error' in check
      ? `jobs queue could not be checked: ${check.error}`
      : `jobs queue stuck: oldest pending job waiting ${check.oldestPendingSeconds} s`,
}
