import {
  businessFooter,
  button,
  note,
  paragraph,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { formatDate, websiteLabel } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'

export type EmailChangeNotice = {
  /** The address the account had, which this e-mail goes to. */
  from: string
  /** The address it has now. */
  to: string
  /** When (ISO). */
  at: string
  /** Who changed it, as the reader is told: 'you', 'an admin, Jane Doe', 'the site'. */
  by: string
}

/**
 * The notice a studio account's old address gets when the account's e-mail address is changed
 * (collections/Users/hooks/emailChange.ts): what changed, when, and a button to the page that
 * undoes it (features/staff/emailChange.ts), on the site's public address.
 */
export function emailChangeMessage(
  business: Business,
  notice: EmailChangeNotice,
  undoUrl: string,
  validDays: number,
): Message {
  const studio = `${websiteLabel(business.website)}/admin`
  const when = formatDate(notice.at)
  return {
    subject: `Your studio e-mail address was changed | ${business.name}`,
    preheader: `The e-mail address of your ${business.name} studio account is now ${notice.to}. If this wasn’t you, undo it within ${validDays} days.`,
    brand: business.name,
    blocks: [
      title('Your e-mail address was changed'),
      paragraph(
        `The e-mail address of your studio account at ${business.name} (${studio}) was changed from ${notice.from} to `,
        { strong: notice.to },
        ` on ${when}, by ${notice.by}. Sign-in, password resets and the studio’s e-mails now use the new address.`,
      ),
      paragraph(
        'If this was you, or you asked for it, there is nothing to do. If this wasn’t you, undo it:',
      ),
      button('Undo the change', undoUrl),
      note('If the button does not open, copy this address into your browser: ', {
        link: undoUrl,
        href: undoUrl,
      }),
      note(
        `The link works once, for ${validDays} days. Undoing puts ${notice.from} back, signs the account out everywhere, and asks you to choose a new password, since whoever changed the address knew the current one.`,
      ),
    ],
    footer: businessFooter(business, `Sent by the studio of ${websiteLabel(business.website)}.`),
  }
}

export const emailChangeEmail = (
  business: Business,
  notice: EmailChangeNotice,
  undoUrl: string,
  validDays: number,
): Promise<EmailContent> => renderEmail(emailChangeMessage(business, notice, undoUrl, validDays))
