import type { PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { SendReviewRequest } from '@/features/reviews/admin/SendReviewRequest'
import { formatWhen } from '@/lib/time/colorado'
import type { Lead } from '@/payload-types'

const STATE_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
  cancelled: 'Cancelled (the lead is no longer Won)',
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
          {docs.map((request) => (
            <li key={request.id}>
              <strong>{STATE_LABELS[request.state ?? 'scheduled']}</strong>
              <span className="lead-desk__muted">
                {request.to}
                {request.sentAt
                  ? ` · sent ${formatWhen(request.sentAt)}`
                  : ` · for ${formatWhen(request.sendAt)}`}
              </span>
              {request.testimonial ? (
                <a
                  href={`/admin/collections/testimonials/${
                    typeof request.testimonial === 'object'
                      ? request.testimonial.id
                      : request.testimonial
                  }`}
                >
                  Review received {formatWhen(request.usedAt)}: approve it
                </a>
              ) : null}
              {request.lastError && request.state !== 'sent' && (
                <span className="lead-desk__error">{request.lastError}</span>
              )}
            </li>
          ))}
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
