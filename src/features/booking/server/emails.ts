import type { Payload, PayloadRequest } from 'payload'

import { visitEmail, type VisitEmailKind } from '@/features/booking/emails/visit'
import { visitPagePath } from '@/features/booking/paths'
import { visitInvite } from '@/features/booking/server/calendar'
import { signVisitLink } from '@/features/booking/token'
import { businessFor } from '@/features/leads/server/emails'
import { hasText } from '@/features/leads/domain'
import { noteNotSent, sendLeadEmail } from '@/features/leads/server/sent'
import { formatSender } from '@/lib/email/send'
import { absoluteUrl } from '@/lib/site/urls'
import type { Visit } from '@/payload-types'

/** The absolute address of a visit's own page, for its current link version. */
export const visitPageUrl = (visit: Pick<Visit, 'id' | 'linkVersion'>) =>
  absoluteUrl(visitPagePath(signVisitLink(visit.id, visit.linkVersion ?? 1)))

/**
 * The homeowner's e-mail about a visit, with the visit as an `.ics` file (an invitation, or its
 * cancellation once cancelled), sent once per visit, kind and link version (the mail service's
 * idempotency key), and recorded on the visit's lead. A visit with no e-mail address (a caller
 * who gave a phone only) gets none: the lead's history says so. `req`: the request whose hook
 * sends it.
 */
export async function sendVisitEmail(
  payload: Payload,
  kind: VisitEmailKind,
  visit: Visit,
  req?: PayloadRequest,
): Promise<'sent' | 'no-address'> {
  const lead = typeof visit.lead === 'object' ? visit.lead.id : visit.lead
  if (!hasText(visit.email)) {
    await noteNotSent(payload, lead, kind, req)
    return 'no-address'
  }
  const business = businessFor(await payload.findGlobal({ slug: 'site-settings' }))
  const manageUrl = visitPageUrl(visit)
  const content = await visitEmail(kind, { ...visit, manageUrl }, business)
  await sendLeadEmail(
    payload,
    {
      ...content,
      from: formatSender(business.name),
      replyTo: business.email,
      to: visit.email,
      kind,
      lead,
      idempotencyKey: `${kind}-${visit.id}-${visit.linkVersion ?? 1}-${visit.start}`,
      attachments: [
        {
          filename: 'inspection.ics',
          contentType: `text/calendar; charset=utf-8; method=${kind === 'visit-cancelled' ? 'CANCEL' : 'REQUEST'}`,
          content: visitInvite(visit, business, manageUrl),
        },
      ],
    },
    { req },
  )
  return 'sent'
}

/** After a visit is stored: its e-mail, a failure logged (the visit is kept, the page says so). */
export const tellHomeowner = (
  payload: Payload,
  kind: VisitEmailKind,
  visit: Visit,
  req?: PayloadRequest,
) =>
  sendVisitEmail(payload, kind, visit, req).catch((error) =>
    payload.logger.error({ err: error, visit: visit.id }, `Could not send the ${kind} e-mail`),
  )
