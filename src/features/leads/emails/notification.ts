import {
  businessFooter,
  button,
  callout,
  details,
  heading,
  list,
  mailLink,
  note,
  paragraph,
  telLink,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { formatDate, given, NOT_GIVEN, websiteLabel } from '@/lib/email/templates/format'
import {
  amountOf,
  describeFiles,
  fileKindLabel,
  formatFeet,
  rateLine,
  serviceLabel,
} from '@/features/leads/emails/format'
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
  const files = describeFiles(lead.files)

  return {
    subject: `New estimate request: ${lead.name}, ${location ?? 'no location'} — ${estimate ? formatDollars(estimate) : 'no estimate'}`,
    preheader: [lead.name, service, location, lead.squareFootage && formatFeet(lead.squareFootage)]
      .filter(Boolean)
      .join(' · '),
    brand: business.name,
    blocks: [
      title('New estimate request'),
      paragraph(
        { strong: lead.name },
        ` asked for an estimate on ${formatDate(lead.createdAt)}. Call `,
        telLink(lead.phone),
        ' or e-mail ',
        mailLink(lead.email),
        '.',
      ),
      button('Open the lead', leadUrl),
      estimate
        ? callout('Ballpark estimate', formatDollars(estimate), [service, rateLine(lead)])
        : note(
            { strong: 'No ballpark estimate' },
            ': the service type or square footage was missing. Price it after reviewing the details.',
          ),
      heading('Request details'),
      details([
        ['Name', lead.name],
        ['Phone', telLink(lead.phone)],
        ['E-mail', mailLink(lead.email)],
        ['Service', service ?? NOT_GIVEN],
        ['Square footage', lead.squareFootage ? formatFeet(lead.squareFootage) : NOT_GIVEN],
        ['Property age', given(lead.propertyAge) ?? NOT_GIVEN],
        ['Location', location ?? NOT_GIVEN],
        ['Description', given(lead.description) ?? NOT_GIVEN],
        ['Estimate', estimate ? formatDollars(estimate) : 'None'],
        ['Photos and videos', files || 'None'],
        ['Received', formatDate(lead.createdAt)],
        ['Lead ID', String(lead.id)],
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
