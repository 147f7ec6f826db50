import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { APIError } from 'payload'

import { hasText } from '@/features/leads/domain'
import { EMAIL_QUEUE } from '@/lib/email/task'
import { recordLeadEmail } from '@/features/leads/server/sent'
import { MAX_DELAY_DAYS } from '@/features/reviews/schema'
import type { ReviewRequest } from '@/payload-types'

const DAY_MS = 24 * 60 * 60_000

export const REVIEW_TASK = 'sendReviewRequest'

/**
 * A new review request, as staff ask for it from a lead's case file: only for a lead marked Won
 * that has an e-mail address, addressed to it, sent now or `delayDays` days later. Whatever else was sent is
 * ignored (the fields are the site's).
 */
export const prepareReviewRequest: CollectionBeforeChangeHook<ReviewRequest> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const leadId = typeof data.lead === 'object' && data.lead ? data.lead.id : data.lead
  if (leadId === undefined || leadId === null)
    throw new APIError('Choose the lead.', 400, null, true)
  const lead = await req.payload
    .findByID({ collection: 'leads', id: leadId, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!lead) throw new APIError('That lead does not exist.', 400, null, true)
  if (lead.status !== 'won') {
    throw new APIError('A review request can only be sent for a lead marked Won.', 400, null, true)
  }
  if (!hasText(lead.email)) {
    throw new APIError(
      'This lead has no e-mail address to send a review request to: add one in Edit details first.',
      400,
      null,
      true,
    )
  }
  const delay = Math.trunc(Number(data.delayDays ?? 0))
  if (!Number.isFinite(delay) || delay < 0 || delay > MAX_DELAY_DAYS) {
    throw new APIError(`Send it now or within ${MAX_DELAY_DAYS} days.`, 400, null, true)
  }
  return {
    lead: lead.id,
    delayDays: delay,
    to: lead.email,
    sendAt: new Date(Date.now() + delay * DAY_MS).toISOString(),
    state: 'scheduled',
    attempts: 0,
  }
}

/** The mail service's idempotency key of a request's e-mail, its entry's key on the lead. */
export const reviewEmailKey = (request: Pick<ReviewRequest, 'id' | 'createdAt'>) =>
  `review-request-${request.id}-${Date.parse(request.createdAt)}`

/**
 * Queues the new request's e-mail for its time, in the same transaction as the request, and
 * lists it on the lead's e-mails as waiting to be sent.
 */
export const queueReviewRequest: CollectionAfterChangeHook<ReviewRequest> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: REVIEW_TASK,
    input: { request: doc.id },
    queue: EMAIL_QUEUE,
    waitUntil: doc.sendAt ? new Date(doc.sendAt) : undefined,
    req,
  })
  const lead = typeof doc.lead === 'object' ? doc.lead.id : doc.lead
  await recordLeadEmail(
    req.payload,
    lead,
    { key: reviewEmailKey(doc), kind: 'review-request', to: doc.to, state: 'queued' },
    req,
  )
  return doc
}
