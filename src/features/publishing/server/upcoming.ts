import type { CollectionSlug, Payload } from 'payload'

/** A document's next scheduled publish or unpublish, from Payload's job queue. */
export type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: string }

/**
 * The next schedule of document `id` of `collection` still to run (`schedulePublish` jobs, as the
 * studio's schedule drawer queues them, waiting for a time after `now`), or null.
 */
export async function nextSchedule(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
  now: Date = new Date(),
): Promise<UpcomingSchedule | null> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: now.toISOString() } },
        { completedAt: { exists: false } },
        { 'input.doc.relationTo': { equals: collection } },
        { 'input.doc.value': { equals: String(id) } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const job = docs[0] as { input?: { type?: unknown }; waitUntil?: string | null } | undefined
  if (!job?.waitUntil) return null
  return { type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil }
}
