import {
  businessFooter,
  button,
  note,
  paragraph,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { websiteLabel } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'

/**
 * The studio's password-reset e-mail (Payload's forgot-password, Users collection): a button to
 * the reset page, on the site's public address, and what to do when the reader did not ask.
 */
export function passwordResetMessage(
  business: Business,
  resetUrl: string,
  validMinutes: number,
): Message {
  const studio = `${websiteLabel(business.website)}/admin`
  return {
    subject: `Reset your studio password | ${business.name}`,
    preheader: `Choose a new password for the ${business.name} studio. The link works for ${validMinutes} minutes.`,
    brand: business.name,
    blocks: [
      title('Reset your password'),
      paragraph(
        `Someone asked to reset the password of your account in the ${business.name} studio (${studio}). If it was you, choose a new one:`,
      ),
      button('Choose a new password', resetUrl),
      note('If the button does not open, copy this address into your browser: ', {
        link: resetUrl,
        href: resetUrl,
      }),
      note(
        `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      ),
    ],
    footer: businessFooter(business, `Sent by the studio of ${websiteLabel(business.website)}.`),
  }
}

/** The studio's password-reset e-mail: the reset link (absolute), valid for `validMinutes`. */
export const passwordResetEmail = (
  business: Business,
  resetUrl: string,
  validMinutes: number,
): Promise<EmailContent> => renderEmail(passwordResetMessage(business, resetUrl, validMinutes))

/**
 * The invitation a new studio account gets (collections/Users/hooks/invite.ts): a button to the
 * studio's reset page, where they choose their own password; then they sign in.
 */
export function inviteMessage(
  business: Business,
  setPasswordUrl: string,
  validDays: number,
  invitee: { name: string; role: string },
): Message {
  const studio = `${websiteLabel(business.website)}/admin`
  return {
    subject: `Your studio account | ${business.name}`,
    preheader: `Choose your password for the ${business.name} studio. The link works for ${validDays} days.`,
    brand: business.name,
    blocks: [
      title(`Welcome, ${invitee.name}`),
      paragraph(
        `An account was made for you in the ${business.name} studio (${studio}), as ${invitee.role}. Choose your password to start:`,
      ),
      button('Choose your password', setPasswordUrl),
      note('If the button does not open, copy this address into your browser: ', {
        link: setPasswordUrl,
        href: setPasswordUrl,
      }),
      note(
        `The link works once, for ${validDays} days. After that, use “Forgot password?” on the studio’s sign-in page. If you did not expect this e-mail, ignore it.`,
      ),
    ],
    footer: businessFooter(business, `Sent by the studio of ${websiteLabel(business.website)}.`),
  }
}

/** The new account's invitation: the set-your-password link (absolute), valid `validDays`. */
export const inviteEmail = (
  business: Business,
  setPasswordUrl: string,
  validDays: number,
  invitee: { name: string; role: string },
): Promise<EmailContent> => renderEmail(inviteMessage(business, setPasswordUrl, validDays, invitee))
