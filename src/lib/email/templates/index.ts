/**
 * The e-mails about a lead, drawn with React Email: the ballpark estimate to the homeowner, the
 * new-lead notice to the business, and the notice of a lead left in the chat assistant; and the
 * studio's password-reset e-mail. Pure functions of what they are given: the sending pipeline
 * loads the lead and the business profile. Each gives a header-safe subject, the HTML, and a
 * plain-text part written from the same content.
 */
import { backupFailedMessage, type FailedBackupForEmail } from '@/lib/email/templates/backupFailed'
import { chatLeadMessage } from '@/lib/email/templates/chatLead'
import { estimateMessage } from '@/lib/email/templates/estimate'
import { notificationMessage } from '@/lib/email/templates/notification'
import { renderEmail } from '@/lib/email/templates/parts'
import { passwordResetMessage } from '@/lib/email/templates/passwordReset'
import type {
  Business,
  ChatLeadForEmail,
  EmailContent,
  LeadForEmail,
} from '@/lib/email/templates/types'

export type {
  Business,
  ChatLeadForEmail,
  EmailContent,
  LeadForEmail,
  TranscriptMessage,
} from '@/lib/email/templates/types'
export type { FailedBackupForEmail } from '@/lib/email/templates/backupFailed'
export { describeFiles, headerSafe, serviceLabel } from '@/lib/email/templates/format'

/** The homeowner's e-mail: their ballpark estimate, what happens next and what they sent. */
export const estimateEmail = (lead: LeadForEmail, business: Business): Promise<EmailContent> =>
  renderEmail(estimateMessage(lead, business))

/** The business's e-mail: every field of the new lead, contact links and a link to the lead. */
export const notificationEmail = (
  lead: LeadForEmail,
  business: Business,
  leadUrl: string,
): Promise<EmailContent> => renderEmail(notificationMessage(lead, business, leadUrl))

/** The business's e-mail about a chat lead: contact, the assistant's view, files, the chat. */
export const chatLeadEmail = (
  lead: ChatLeadForEmail,
  business: Business,
  leadUrl: string,
): Promise<EmailContent> => renderEmail(chatLeadMessage(lead, business, leadUrl))

/** The business's e-mail when a nightly backup failed its last retry. */
export const backupFailedEmail = (
  backup: FailedBackupForEmail,
  business: Business,
  studioUrl: string,
): Promise<EmailContent> => renderEmail(backupFailedMessage(backup, business, studioUrl))

/** The studio's password-reset e-mail: the reset link (absolute), valid for `validMinutes`. */
export const passwordResetEmail = (
  business: Business,
  resetUrl: string,
  validMinutes: number,
): Promise<EmailContent> => renderEmail(passwordResetMessage(business, resetUrl, validMinutes))
