import Link from 'next/link'
import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { FollowSending } from '@/features/reviews/admin/FollowSending'
import { SendReviewRequest } from '@/features/reviews/admin/SendReviewRequest'
import { formatWhen } from '@/lib/time/colorado'
import type { Lead, ReviewRequest } from '@/payload-types'

/**
 * What became of a request, as it stands: sent and when; being sent (its time has come, and the
 * e-mail queue takes it within seconds: `sending`); scheduled and for when; or why not.
 */
function stateOf(request: ReviewRequest): { label: string; when: string; sending?: true } {
  switch (request.state) {
    case 'sent':
      return { label: 'Sent', when: formatWhen(request.sentAt) }
    case 'retrying':
      return { label: 'Not sent yet: trying again', when: '' }
    case 'failed':
      return { label: 'Not sent', when: '' }
    case 'cancelled':
      return { label: 'Cancelled (the lead is no longer Won)', when: '' }
    default:
      return Date.parse(request.sendAt ?? '') > Date.now()
        ? { label: 'Scheduled', when: `for ${formatWhen(request.sendAt)}` }
        : { label: 'Sending now', when: '', sending: true }
  }
}

/**
 * The case file's review section: the requests sent for this lead and what came of them (a link
 * to the draft testimonial to approve), and, once the lead is Won, the way to send one: the
 * owner's (admins), as the collection's access says (collections/ReviewRequests).
 */
export async function ReviewRequests({ lead, req }: { lead: Lead; req: PayloadRequest }) {
  const { docs } = await req.payload.find({
    collection: 'review-requests',
    where: { lead: { equals: lead.id } },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (lead.status !== 'won' && docs.length === 0) return null
  return (
    <section className="lead-desk__section" aria-label="Review">
      <h2 className="lead-desk__heading">Review</h2>
      {docs.length > 0 && (
        <ul className="lead-desk__emails" aria-label="Review requests">
          {docs.map((request) => {
            const { label, when, sending } = stateOf(request)
            return (
              <li key={request.id} data-state={request.state}>
                <strong>{label}</strong>
                <span className="lead-desk__muted">
                  {[request.to, when].filter(Boolean).join(' · ')}
                </span>
                {sending && <FollowSending id={request.id} />}
                {request.testimonial ? (
                  // A link of the studio's own router: the review opens as fast as a list's
                  // documents do, not as a new page load of the whole studio.
                  <Link
                    href={`/admin/collections/testimonials/${
                      typeof request.testimonial === 'object'
                        ? request.testimonial.id
                        : request.testimonial
                    }`}
                  >
                    Review received {formatWhen(request.usedAt)}: approve it
                  </Link>
                ) : null}
                {request.lastError && request.state !== 'sent' && (
                  <span className="lead-desk__error">{request.lastError}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {lead.status !== 'won' ? (
        <p className="lead-desk__muted">Mark the lead Won to ask for a review.</p>
      ) : hasRole(req.user, 'admin') ? (
        <SendReviewRequest lead={lead.id} sentBefore={docs.length > 0} />
      ) : (
        <p className="lead-desk__muted">The owner (an admin) sends review requests.</p>
      )}
    </section>
  )
}
