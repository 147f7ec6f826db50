import type { Payload } from 'payload'

import { isRequestEmail, queueLeadEmails } from '@/features/leads/server/emails'
import { EMAIL_QUEUE } from '@/lib/email/task'
import { sweepVisitReminders } from '@/features/booking/server/reminders'
import { sweepReminders } from '@/features/leads/server/reminders'
import { releaseStaleJobs } from '@/lib/jobs/recover'
import { claimTick, pruneTicks } from '@/lib/jobs/ticks'

/** A lead younger than this may still be in the hands of the request that is saving it. */
export const LEAD_SETTLE_MS = 60_000
/** Older leads' e-mails are no longer worth sending automatically. */
const OWED_WINDOW_MS = 3 * 24 * 60 * 60_000

export type Recovery = { released: number; requeued: number; relinked: number }

/**
 * Puts work a dead server dropped back on its way: jobs it left marked as running are released
 * for the queue to run again (an e-mail already taken by the mail service is not sent twice: the
 * service refuses a repeat of its idempotency key), and leads that owe e-mails but have no job
 * for them (the server died between saving the lead and queueing) get one.
 */
/**
 * Puts work a dead server dropped back on its way: jobs it left marked as running are released
 * (lib/jobs/recover.ts), leads that owe e-mails but have no job for them (the server died between
 * saving the lead and queueing) get one, and leads that lost their photos' links get them back.
 */
export async function recoverDroppedWork(payload: Payload, now = Date.now()): Promise<Recovery> {
  const released = await releaseStaleJobs(payload, now)
  const owed = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { 'emails.state': { in: ['queued', 'retrying'] } },
        { createdAt: { less_than: new Date(now - LEAD_SETTLE_MS).toISOString() } },
        { createdAt: { greater_than: new Date(now - OWED_WINDOW_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 200,
    pagination: false,
    select: { createdAt: true, emails: true },
  })
  // The request's own e-mails owed: a review request waiting for its day is its own job's.
  const owing = owed.docs.filter((lead) =>
    (lead.emails ?? []).some(
      (entry) => isRequestEmail(entry) && (entry.state === 'queued' || entry.state === 'retrying'),
    ),
  )
  let requeued = 0
  if (owing.length > 0) {
    const pending = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: EMAIL_QUEUE } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    const covered = new Set(
      pending.docs.map((job) => String((job.input as { lead?: unknown } | null)?.lead)),
    )
    for (const lead of owing) {
      if (covered.has(String(lead.id))) continue
      await queueLeadEmails(payload, lead.id)
      payload.logger.warn({ lead: lead.id }, 'Queued the e-mails of a lead that had none queued')
      requeued++
    }
  }
  return { released, requeued, relinked: await relinkLeadFiles(payload, now) }
}

/**
 * Payload's SQLite adapter writes without transactions (turning them on stalls the whole process:
 * libsql waits for a lock synchronously), and it saves a document by rewriting its relationship
 * rows. A server killed in the middle of saving a lead can leave it without its photos' links,
 * although every photo still names its lead (lead-files' `lead`). The links are put back from
 * there. MongoDB writes a document at once and never needs this.
 */
async function relinkLeadFiles(payload: Payload, now: number): Promise<number> {
  const files = await payload.find({
    collection: 'lead-files',
    where: {
      and: [
        { lead: { exists: true } },
        { createdAt: { greater_than: new Date(now - OWED_WINDOW_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { lead: true },
  })
  const byLead = new Map<string, number[]>()
  for (const file of files.docs) {
    const lead = typeof file.lead === 'object' ? file.lead?.id : file.lead
    if (lead === undefined || lead === null) continue
    const ids = byLead.get(String(lead))
    if (ids) ids.push(file.id)
    else byLead.set(String(lead), [file.id])
  }
  if (byLead.size === 0) return 0
  const leads = await payload.find({
    collection: 'leads',
    where: { id: { in: [...byLead.keys()] } },
    depth: 0,
    limit: byLead.size,
    pagination: false,
    select: { media: true },
  })
  let relinked = 0
  for (const lead of leads.docs) {
    const linked = (lead.media ?? []).map((file) => (typeof file === 'object' ? file.id : file))
    const missing = (byLead.get(String(lead.id)) ?? []).filter((id) => !linked.includes(id))
    if (missing.length === 0) continue
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { media: [...linked, ...missing] },
      context: { disableRevalidate: true },
    })
    payload.logger.warn({ lead: lead.id, files: missing }, 'Put back the links of a lead’s files')
    relinked++
  }
  return relinked
}

/**
 * Runs the recovery (and the reminders' sweep) as the server starts and every minute after, with a plain timer: not as a job,
 * since a recovery job that a dying server left running would keep the next one from ever being
 * scheduled.
 */
export function recoverEveryMinute(payload: Payload) {
  // One process a minute does it, so two cannot queue the same lead's e-mails at once.
  const run = async () => {
    try {
      if (!(await claimTick(payload, 'recover', Math.floor(Date.now() / 60_000) * 60_000))) return
      await recoverDroppedWork(payload)
      await pruneTicks(payload)
      // The reminders that came due and the morning digest (features/leads/server/reminders.ts).
      await sweepReminders(payload)
      // Tomorrow's inspections, at 9 AM (features/booking/server/reminders.ts).
      await sweepVisitReminders(payload)
    } catch (error) {
      payload.logger.error({ err: error }, 'Recovering dropped work failed')
    }
  }
  void run()
  setInterval(run, 60_000).unref()
}
