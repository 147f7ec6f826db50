import { ValidationError, type Payload } from 'payload'

/**
 * One server process at a time runs the jobs queue. Payload takes its jobs by reading the waiting
 * ones and then marking them as running, one by one (@payloadcms/drizzle's updateJobs), so two
 * processes on one database that run the queue at the same moment can both take a job, and send
 * an e-mail twice. Every process's queue timers fire at the same second of the clock
 * (payload.config.ts `jobs.autoRun`, no two queues in one second), and each first claims that
 * second by writing a row with a unique key: the database lets exactly one write it, on SQLite and
 * MongoDB alike, and only that process runs the queue this time. A process whose clock is off by a
 * second or more claims another second, and then runs at another moment, which is safe too.
 */
export async function claimTick(payload: Payload, name: string, at = Date.now()): Promise<boolean> {
  const tick = `${name}@${new Date(Math.floor(at / 1000) * 1000).toISOString()}`
  try {
    await payload.create({ collection: 'job-ticks', data: { tick }, depth: 0 })
    return true
  } catch (error) {
    // Another process claimed it first.
    if (error instanceof ValidationError) return false
    payload.logger.error({ err: error }, `Could not claim the jobs tick ${tick}`)
    return false
  }
}

/** Ticks older than this are deleted (by the recovery sweep, lib/jobs/recover.ts). */
export const KEEP_TICKS_MS = 10 * 60_000

export const pruneTicks = (payload: Payload, now = Date.now()) =>
  payload.delete({
    collection: 'job-ticks',
    where: { createdAt: { less_than: new Date(now - KEEP_TICKS_MS).toISOString() } },
    depth: 0,
  })
