import type { Payload } from 'payload'

/**
 * A job marked as running for this long was left so by a server that died (Payload does not
 * notice: it only ever picks jobs that are not running). Every task here finishes in seconds,
 * an e-mail's send times out well before, and the nightly backup, which can take longer, marks
 * its job alive every 30 s (features/backup/job.ts), so two minutes cannot catch one that is still
 * going, on this server or another on the same database.
 */
export const STALE_JOB_MS = 2 * 60_000
/**
 * Releases the jobs a dead server left marked as running, for the queue to run them again (an
 * e-mail already taken by the mail service is not sent twice: the service refuses a repeat of its
 * idempotency key). Returns how many.
 */
export async function releaseStaleJobs(payload: Payload, now = Date.now()): Promise<number> {
  const stale = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - STALE_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
  })
  for (const job of stale.docs) {
    payload.logger.warn(
      { job: job.id, task: job.taskSlug },
      'Released a job a dead server left running',
    )
  }

  return stale.docs.length
}
