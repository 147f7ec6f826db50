import type { Payload } from 'payload'
import { Resend } from 'resend'

import type { Lead } from '@/payload-types'

export type OutgoingEmail = {
  from: string
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  /** What the message is, for the outbox: estimate, notification, studio. */
  kind: string
  lead?: Lead['id']
  /** The same key never sends twice, so a retry after a time-out cannot duplicate a message. */
  idempotencyKey?: string
  /** Files sent with it, as text (a visit's `.ics`). */
  attachments?: EmailAttachment[]
}

export type EmailAttachment = { filename: string; contentType: string; content: string }

export type SentEmail = { via: 'resend' | 'outbox'; id: string }

/** Whether e-mail really leaves (Resend); without a key messages are kept in the outbox. */
export const emailDeliveryConfigured = () => Boolean(process.env.RESEND_API_KEY)

/** How long one call to the e-mail service may take before it counts as failed. */
const timeoutMs = () => Number(process.env.EMAIL_TIMEOUT_MS) || 15_000

/**
 * Sends through Resend when RESEND_API_KEY is set (RESEND_BASE_URL points the SDK elsewhere, as
 * the tests do); otherwise keeps the message in the outbox collection. Throws when it was not sent.
 */
export async function sendEmail(payload: Payload, email: OutgoingEmail): Promise<SentEmail> {
  const key = process.env.RESEND_API_KEY
  if (!key) {
    const doc = await payload.create({
      collection: 'outbox',
      data: {
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        kind: email.kind,
        lead: email.lead,
        html: email.html,
        text: email.text,
        attachments: email.attachments,
      },
      overrideAccess: true,
    })
    payload.logger.info(`E-mail kept in the outbox (no RESEND_API_KEY): "${email.subject}"`)
    return { via: 'outbox', id: String(doc.id) }
  }

  const resend = new Resend(key, { baseUrl: process.env.RESEND_BASE_URL || undefined })
  const { data, error } = await resend.emails.send(
    {
      from: email.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: email.replyTo,
      attachments: email.attachments?.map((file) => ({
        filename: file.filename,
        content: Buffer.from(file.content, 'utf8').toString('base64'),
        contentType: file.contentType,
      })),
    },
    { idempotencyKey: email.idempotencyKey, signal: AbortSignal.timeout(timeoutMs()) },
  )
  // The key was taken with another body: an earlier try of this e-mail reached the service, and
  // the server that sent it died before recording it (the lead changed since, e.g. a file was
  // added). The service sends one e-mail per key, so this one is out already; sending it again
  // under a new key would be the duplicate.
  if (error?.name === 'invalid_idempotent_request') {
    payload.logger.warn(`E-mail "${email.subject}" was sent by an earlier try (its key is taken)`)
    return { via: 'resend', id: `taken-earlier:${email.idempotencyKey}` }
  }
  if (error || !data) throw new Error(`Resend: ${error?.message ?? 'no answer'}`)
  return { via: 'resend', id: data.id }
}

/** The sending address: a domain verified with the e-mail service in production. */
export const fromAddress = () => process.env.EMAIL_FROM_ADDRESS || 'estimates@example.com'

/** `Name <address>`, with the characters that would break the header removed from the name. */
export const formatSender = (name: string, address = fromAddress()) =>
  `${name.replace(/["<>\r\n]/g, '').trim()} <${address}>`
