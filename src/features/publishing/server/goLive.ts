import type { CollectionAfterChangeHook, TaskConfig, TypeWithID } from 'payload'

import { publicContentWentLive } from '@/lib/revalidation'
import { noteChangeForEveryProcess } from '@/lib/revalidation/changeLog'

export const GO_LIVE_TASK = 'goLive'
/** Its own queue, run every 5 seconds (payload.config.ts): a post is live within seconds of its time. */
export const PUBLISHING_QUEUE = 'publishing'

type Doc = TypeWithID & { _status?: string | null; publishedAt?: string | null }

/**
 * A post, project or page published with a publish date ahead is scheduled: visitors do not see it
 * until then (access/publishedOrSignedIn.ts `liveWhere`). At that moment nothing changes in the
 * database, so this job, queued for it, tells every server process through the change log: each
 * revalidates its pages and puts the document in its search index (as for a change made through
 * another process).
 */
export const queueGoLive: CollectionAfterChangeHook<Doc> = async ({
  doc,
  previousDoc,
  collection,
  req,
}) => {
  const at = doc.publishedAt ? new Date(doc.publishedAt) : null
  if (doc._status !== 'published' || !at || at.getTime() <= Date.now()) return doc
  const unchanged =
    previousDoc?._status === 'published' && previousDoc.publishedAt === doc.publishedAt
  if (unchanged) return doc
  await req.payload.jobs.queue({
    task: GO_LIVE_TASK,
    input: { collection: collection.slug, id: String(doc.id) },
    waitUntil: at,
    queue: PUBLISHING_QUEUE,
    req,
  })
  return doc
}

export const goLiveTask: TaskConfig<'goLive'> = {
  slug: GO_LIVE_TASK,
  label: 'Put a scheduled post on the site at its time',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await noteChangeForEveryProcess(req.payload, input.collection, input.id)
    await publicContentWentLive(req.payload, input.collection, input.id)
    return { output: {} }
  },
}
