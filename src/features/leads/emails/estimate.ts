import {
  businessFooter,
  callout,
  details,
  heading,
  note,
  paragraph,
  signOff,
  steps,
  title,
  type DetailRow,
  type Message,
} from '@/lib/email/templates/content'
import { plainWords, websiteLabel } from '@/lib/email/templates/format'
import {
  amountOf,
  describeFiles,
  formatFeet,
  rateLine,
  serviceLabel,
} from '@/features/leads/emails/format'
import type { Business } from '@/lib/email/templates/types'
import type { LeadForEmail } from '@/features/leads/emails/types'
import { formatDollars } from '@/features/estimate/pricing'

/** The longest name the greeting repeats, and the longest place. */
const NAME_MAX = 40
const PLACE_MAX = 60

/**
 * The homeowner's e-mail: their ballpark estimate, what happens next and what they asked about.
 * It goes to whatever address the form was given, so it repeats nothing typed freely that could
 * carry someone else's message: not the description, the phone or the property's age; the name
 * (for the greeting) and the place only short, on one line, without anything that reads as a
 * link, an address or a phone number (plainWords). The business's notice keeps everything.
 */
export function estimateMessage(lead: LeadForEmail, business: Business): Message {
  const estimate = amountOf(lead.estimate)
  const service = serviceLabel(lead.serviceType)
  const files = describeFiles(lead.files)
  const name = plainWords(lead.name, NAME_MAX)
  // A ZIP code may stay in the place; a phone number goes.
  const place = plainWords(lead.location, PLACE_MAX, { digits: 5 })
  const request = (
    [
      service ? ['Service', service] : null,
      lead.squareFootage ? ['Square footage', formatFeet(lead.squareFootage)] : null,
      place ? ['Location', place] : null,
      files ? ['Photos and videos', files] : null,
    ] satisfies (DetailRow | null)[]
  ).filter((row) => row !== null)

  const estimateBlocks = estimate
    ? [
        paragraph(
          `Thank you for asking ${business.name} about your log home. Based on what you told us, here is a ballpark figure for the work:`,
        ),
        callout('Your ballpark estimate', formatDollars(estimate), [service, rateLine(lead)]),
        note(
          'This is a ballpark figure from our standard price table, not a final price. ',
          { strong: 'Your final quote follows a free on-site inspection' },
          ', because the condition of the logs and the existing finish decide the real scope of the work.',
        ),
      ]
    : [
        paragraph(
          `Thank you for asking ${business.name} about your log home. We have your request.`,
        ),
        paragraph(
          'We could not work out a ballpark figure from the details in the form, so ',
          { strong: 'our team will price your project after reviewing your details' },
          '. Your final quote follows a free on-site inspection.',
        ),
      ]

  return {
    subject: estimate
      ? `Your log home estimate: ${formatDollars(estimate)} | ${business.name}`
      : `We received your estimate request | ${business.name}`,
    preheader: estimate
      ? `Your ballpark estimate: ${formatDollars(estimate)}${service ? ` for ${service}` : ''}. Next: a free on-site inspection.`
      : 'We have your estimate request. A specialist will be in touch within 24-48 hours.',
    brand: business.name,
    blocks: [
      title(estimate ? 'Your log home estimate' : 'Your estimate request'),
      paragraph(name ? `Hi ${name},` : 'Hello,'),
      ...estimateBlocks,
      heading('What happens next'),
      steps([
        [
          'A specialist reviews your request',
          'One of our log home specialists looks over your details and any photos or videos you sent.',
        ],
        [
          'We contact you within 24-48 hours',
          'We call or e-mail you to schedule your free on-site inspection at a time that suits you.',
        ],
        [
          'You receive a written quote',
          'After the inspection, we send you a written quote for the work.',
        ],
      ]),
      ...(request.length > 0 ? [heading('Your request'), details(request)] : []),
      ...signOff(business, 'Questions in the meantime? Call us at '),
    ],
    footer: businessFooter(
      business,
      `You are receiving this e-mail because you asked for an estimate on ${websiteLabel(business.website)}.`,
    ),
  }
}
