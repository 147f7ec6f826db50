import {
  businessFooter,
  button,
  note,
  paragraph,
  signOff,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { plainWords, websiteLabel } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'
import { formatWhen } from '@/lib/time/colorado'

export type ReviewRequestForEmail = {
  /** The homeowner's name as the lead has it: only its first word, plain, greets them. */
  name: string
  /** The absolute link to the review form. */
  link: string
  expiresAt: string
}

/**
 * The homeowner's invitation to review a finished job: one button to the review form (an
 * absolute link), when it stops working, and how to reach the business.
 */
export function reviewRequestMessage(request: ReviewRequestForEmail, business: Business): Message {
  const first = plainWords(request.name.trim().split(/\s+/)[0], 40)
  return {
    subject: `How did we do? | ${business.name}`,
    preheader: 'Two minutes and a few words about your log home help the next homeowner choose.',
    brand: business.name,
    blocks: [
      title('How did we do?'),
      paragraph(first ? `Hi ${first},` : 'Hello,'),
      paragraph(
        `Thank you for trusting ${business.name} with your log home. Would you tell us, and the homeowners who come after you, how the work went? A star rating and a few words are all it takes; photos of the finished house are welcome.`,
      ),
      button('Review the work', request.link),
      note(
        `This link is yours alone and works once, until ${formatWhen(request.expiresAt)} (Colorado time). If the button does not work, copy this address into your browser: `,
        { link: request.link, href: request.link },
      ),
      ...signOff(
        business,
        'Something not right with the work? Call us at ',
        ' and we will make it right.',
      ),
    ],
    footer: businessFooter(
      business,
      `You are receiving this e-mail because ${business.name} finished work on your home (${websiteLabel(business.website)}).`,
    ),
  }
}

export const reviewRequestEmail = (
  request: ReviewRequestForEmail,
  business: Business,
): Promise<EmailContent> => renderEmail(reviewRequestMessage(request, business))
