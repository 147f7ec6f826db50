import {
  businessFooter,
  button,
  callout,
  details,
  heading,
  list,
  note,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { given, NOT_GIVEN, websiteLabel } from '@/lib/email/templates/format'
import {
  amountOf,
  fileKindLabel,
  formatFeet,
  rateLine,
  serviceLabel,
} from '@/features/leads/emails/format'
import {
  contactRows,
  leadIntroduction,
  noEstimateNote,
  propertyRows,
  recordRows,
} from '@/features/leads/emails/rows'
import type { Business } from '@/lib/email/templates/types'
import type { LeadForEmail } from '@/features/leads/emails/types'
import { formatDollars } from '@/features/estimate/pricing'

/** The business's e-mail: every field of the new lead, contact links and a link to the lead. */
export function notificationMessage(
  lead: LeadForEmail,
  business: Business,
  leadUrl: string,
): Message {
  const estimate = amountOf(lead.estimate)
  const service = serviceLabel(lead.serviceType)
  const location = given(lead.location)

  return {
    subject: `New estimate request: ${lead.name}, ${location ?? 'no location'} — ${estimate ? formatDollars(estimate) : 'no estimate'}`,
    preheader: [lead.name, service, location, lead.squareFootage && formatFeet(lead.squareFootage)]
      .filter(Boolean)
      .join(' · '),
    brand: business.name,
    blocks: [
      title('New estimate request'),
      leadIntroduction(lead, 'asked for an estimate'),
      button('Open the lead', leadUrl),
      estimate
        ? callout('Ballpark estimate', formatDollars(estimate), [service, rateLine(lead)])
        : noEstimateNote('the service type or square footage was missing.'),
      heading('Request details'),
      details([
        ...contactRows(lead),
        ['Service', service ?? NOT_GIVEN],
        ...propertyRows(lead),
        ['Location', location ?? NOT_GIVEN],
        ['Description', given(lead.description) ?? NOT_GIVEN],
        ['Estimate', estimate ? formatDollars(estimate) : 'None'],
        ...recordRows(lead),
      ]),
      ...(lead.files.length > 0
        ? [
            heading('Files'),
            list(lead.files.map((file) => [`${file.filename} (${fileKindLabel(file.kind)})`])),
            note({ link: 'Open the lead', href: leadUrl }, ' to see the files.'),
          ]
        : []),
    ],
    footer: businessFooter(
      business,
      `Sent by the estimate form on ${websiteLabel(business.website)}.`,
    ),
  }
}
