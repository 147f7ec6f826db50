/**
 * The e-mails about a lead, drawn with React Email (src/lib/email/templates): the ballpark estimate
 * to the homeowner, the new-lead notice to the business, and the notice of a lead left in the chat
 * assistant. Pure functions of what they are given: the sending pipeline (./server/emails.ts)
 * loads the lead and the business profile. Each gives a header-safe subject, the HTML, and a
 * plain-text part written from the same content.
 */
import { chatLeadMessage } from '@/features/leads/emails/chatLead'
import { estimateMessage } from '@/features/leads/emails/estimate'
import { notificationMessage } from '@/features/leads/emails/notification'
import type { ChatLeadForEmail, LeadForEmail } from '@/features/leads/emails/types'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'

export type {
  ChatLeadForEmail,
  LeadForEmail,
  TranscriptMessage,
} from '@/features/leads/emails/types'
export { describeFiles, serviceLabel } from '@/features/leads/emails/format'

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
