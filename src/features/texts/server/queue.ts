import type { Payload, PayloadRequest, Where } from 'payload'

import { EMAIL_QUEUE } from '@/lib/email/task'
import { afterQuietHours } from '@/features/texts/quiet'
import type { TextKind } from '@/features/texts/schema'

/** The job that sends one stored text (server/send.ts). */
export const SEND_TEXT_TASK = 'sendText'

export type NewText = {
  kind: TextKind
  /** E.164. */
  to: string
  body: string
  /**
   * Unique per text: its lead, visit or user, its kind and its number (and what else makes it
   * another text: a visit's start). The same key is stored, and so sent, once.
   */
  key: string
  lead?: number
  visit?: number
  user?: number
  /** The earliest moment it may go (a reminder's); now when not given. */
  at?: Date
  /** Whether it keeps to the quiet hours (a homeowner's, an alert its reader wants by day only). */
  quiet: boolean
}

export type Queued = 'queued' | 'duplicate' | 'stopped'

/** Whether the number replied STOP (and not START since). */
export async function isStopped(payload: Payload, number: string, req?: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'text-opt-outs',
    where: { number: { equals: number } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Stores a text and queues its job, for its time: now, or 8 AM when it falls in the quiet hours.
 * A key already stored is not stored or queued again ('duplicate'). A number that replied STOP
 * gets nothing: the text is stored as cancelled, so the lead's history says why ('stopped'); the
 * answer to STOP itself is the one text such a number gets.
 */
export async function queueText(
  payload: Payload,
  text: NewText,
  { req, now = new Date() }: { req?: PayloadRequest; now?: Date } = {},
): Promise<Queued> {
  // Asked first rather than left to the unique key: a refused insert would end a MongoDB
  // transaction. The key still holds when two saves race.
  const { totalDocs } = await payload.count({
    collection: 'texts',
    where: { key: { equals: text.key } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return 'duplicate'
  const stopped = text.kind !== 'opted-out' && (await isStopped(payload, text.to, req))
  const due = text.at && text.at > now ? text.at : now
  const sendAfter = text.quiet ? afterQuietHours(due) : due
  const doc = await payload.create({
    collection: 'texts',
    data: {
      kind: text.kind,
      to: text.to,
      body: text.body,
      key: text.key,
      lead: text.lead,
      visit: text.visit,
      user: text.user,
      direction: 'out',
      state: stopped ? 'cancelled' : 'queued',
      reason: stopped ? 'The number replied STOP: texts to it are off.' : undefined,
      sendAfter: sendAfter.toISOString(),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (stopped) return 'stopped'
  await payload.jobs.queue({
    task: SEND_TEXT_TASK,
    input: { text: doc.id },
    queue: EMAIL_QUEUE,
    ...(sendAfter > now ? { waitUntil: sendAfter } : {}),
    req,
  })
  return 'queued'
}

/**
 * Cancels the texts still waiting that `where` finds (a visit's reminder once it moves, everything
 * to a number that replied STOP), with the reason. Their jobs find them cancelled and send nothing.
 */
export async function cancelWaiting(
  payload: Payload,
  where: Where,
  reason: string,
  req?: PayloadRequest,
) {
  const { docs } = await payload.update({
    collection: 'texts',
    where: { and: [where, { state: { in: ['queued', 'retrying'] } }] },
    data: { state: 'cancelled', reason },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
}
