import type { Payload } from 'payload'

import { businessFor } from '@/features/leads/server/emails'
import { EMAIL_RETRIES, emailTask, idOf } from '@/lib/email/task'
import { reviewRequestEmail } from '@/features/reviews/emails/request'
import { hasText } from '@/features/leads/domain'
import { noteNotSent, recordLeadEmail, sendLeadEmail } from '@/features/leads/server/sent'
import { REVIEW_TASK, reviewEmailKey } from '@/features/reviews/server/requests'
import { signReviewToken } from '@/features/reviews/server/token'
import { REVIEW_LINK_DAYS } from '@/features/reviews/schema'
import { formatSender } from '@/lib/email/send'
import { serverUrl } from '@/lib/site/urls'
import type { ReviewRequest } from '@/payload-types'

const DAY_MS = 24 * 60 * 60_000

/** The review form's absolute address for a request with this expiry. */
export const reviewLink = (requestId: number, expiresAt: Date) =>
  `${serverUrl()}/review/${signReviewToken(requestId, expiresAt)}`

const update = (payload: Payload, id: number, data: Partial<ReviewRequest>) =>
  payload.update({
    collection: 'review-requests',
    id,
    data,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

/**
 * Sends a review request's e-mail once: its link's 60 days start at the first try and stay the
 * same on a retry (so the mail service's idempotency key sees the same message), recorded on the
 * lead. A request whose lead is no longer Won (or has no address) is cancelled instead. Throws
 * when the send failed, for the queue's retry.
 */
export async function deliverReviewRequest(payload: Payload, id: number) {
  const request = await payload.findByID({
    collection: 'review-requests',
    id,
    depth: 1,
    overrideAccess: true,
  })
  if (request.state === 'sent' || request.state === 'cancelled') return
  const lead = typeof request.lead === 'object' ? request.lead : null
  const key = reviewEmailKey(request)
  if (!lead || lead.status !== 'won' || !hasText(request.to)) {
    const lastError = !lead
      ? 'The lead was deleted.'
      : lead.status !== 'won'
        ? 'The lead is no longer marked Won.'
        : 'There is no e-mail address to send it to.'
    await update(payload, id, { state: 'cancelled', lastError })
    if (lead) {
      const entry = { key, kind: 'review-request' as const, state: 'cancelled' as const, lastError }
      await recordLeadEmail(payload, lead.id, entry)
      if (!hasText(request.to)) await noteNotSent(payload, lead.id, 'review-request')
    }
    return
  }
  const expiresAt = request.expiresAt
    ? new Date(request.expiresAt)
    : // Whole seconds: the token carries the expiry in seconds.
      new Date(Math.floor((Date.now() + REVIEW_LINK_DAYS * DAY_MS) / 1000) * 1000)
  if (!request.expiresAt) await update(payload, id, { expiresAt: expiresAt.toISOString() })

  const attempts = (request.attempts ?? 0) + 1
  try {
    const business = businessFor(await payload.findGlobal({ slug: 'site-settings' }))
    const message = await reviewRequestEmail(
      { name: lead.name, link: reviewLink(id, expiresAt), expiresAt: expiresAt.toISOString() },
      business,
    )
    await sendLeadEmail(
      payload,
      {
        ...message,
        from: formatSender(business.name),
        replyTo: business.email,
        to: request.to,
        kind: 'review-request',
        lead: lead.id,
        idempotencyKey: key,
      },
      { failed: attempts > EMAIL_RETRIES ? 'failed' : 'retrying' },
    )
    await update(payload, id, {
      state: 'sent',
      attempts,
      sentAt: new Date().toISOString(),
      lastError: null,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await update(payload, id, {
      state: attempts > EMAIL_RETRIES ? 'failed' : 'retrying',
      attempts,
      lastError: reason,
    })
    throw error
  }
}

export const sendReviewRequestTask = emailTask(
  {
    slug: REVIEW_TASK,
    label: 'Send a review request',
    inputSchema: [
      { name: 'request', type: 'relationship', relationTo: 'review-requests', required: true },
    ],
  },
  async (payload, input) => {
    await deliverReviewRequest(payload, idOf(input.request))
  },
)
