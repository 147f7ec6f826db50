import {
  businessFooter,
  button,
  details,
  note,
  paragraph,
  signOff,
  telLink,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { plainWords, websiteLabel } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'
import { formatWindow } from '@/lib/time/colorado'

export type VisitForEmail = {
  name: string
  start: string
  end: string
  place: string
  /** The street address (visits booked before it was asked for have none). */
  address?: string | null
  /** The absolute address of the visit's own page: move or cancel it. */
  manageUrl: string
}

/** Which of the homeowner's e-mails about a visit. */
export type VisitEmailKind = 'visit-booked' | 'visit-moved' | 'visit-reminder' | 'visit-cancelled'

const WHAT: Record<VisitEmailKind, { subject: string; heading: string; lead: string }> = {
  'visit-booked': {
    subject: 'Your free on-site inspection',
    heading: 'Your inspection is booked',
    lead: 'Thank you for booking a free on-site inspection of your log home. We will arrive in this window:',
  },
  'visit-moved': {
    subject: 'Your inspection has moved',
    heading: 'Your inspection has moved',
    lead: 'Your free on-site inspection is now in this window:',
  },
  'visit-reminder': {
    subject: 'Tomorrow: your free on-site inspection',
    heading: 'See you tomorrow',
    lead: 'A reminder: we come for your free on-site inspection tomorrow, in this window:',
  },
  'visit-cancelled': {
    subject: 'Your inspection is cancelled',
    heading: 'Your inspection is cancelled',
    lead: 'Your free on-site inspection in this window is cancelled:',
  },
}

/**
 * The homeowner's e-mails about a visit: when (the arrival window on Colorado's clock), where, and
 * a link to move or cancel it (none once cancelled). The booked, moved and reminder e-mails carry
 * the visit as an `.ics` attachment for their calendar.
 */
export function visitMessage(
  kind: VisitEmailKind,
  visit: VisitForEmail,
  business: Business,
): Message {
  const what = WHAT[kind]
  const first = plainWords(visit.name.trim().split(/\s+/)[0], 40)
  const window = formatWindow(new Date(visit.start), new Date(visit.end))
  const cancelled = kind === 'visit-cancelled'
  return {
    subject: `${what.subject}: ${window} | ${business.name}`,
    preheader: `${window}, ${visit.place}.`,
    brand: business.name,
    blocks: [
      title(what.heading),
      paragraph(first ? `Hi ${first},` : 'Hello,'),
      paragraph(what.lead),
      details([
        ['When', { strong: window }],
        ['Where', [visit.address?.trim(), visit.place].filter(Boolean).join(', ')],
      ]),
      ...(cancelled
        ? [
            paragraph(
              'Want another time? Book again on our website, or call us at ',
              telLink(business.phone),
              '.',
            ),
          ]
        : [
            paragraph(
              'We look at the logs, the finish, the chinking and the sealing, answer your questions, and leave you a written estimate. It takes about an hour and costs nothing.',
            ),
            ...(kind === 'visit-booked'
              ? [
                  paragraph(
                    'Please confirm the visit with the button below, so we know the booking is yours. The same page moves or cancels it.',
                  ),
                  button('Confirm the visit', visit.manageUrl),
                ]
              : [button('Move or cancel the visit', visit.manageUrl)]),
            note('This link is yours alone. If the button does not work, copy this address: ', {
              link: visit.manageUrl,
              href: visit.manageUrl,
            }),
          ]),
      ...signOff(business, 'Questions? Call us at '),
    ],
    footer: businessFooter(
      business,
      `You are receiving this e-mail because you booked an inspection on ${websiteLabel(business.website)}.`,
    ),
  }
}

export const visitEmail = (
  kind: VisitEmailKind,
  visit: VisitForEmail,
  business: Business,
): Promise<EmailContent> => renderEmail(visitMessage(kind, visit, business))
