import type { EmailAdapter, SendEmailOptions } from 'payload'

import { formatSender, fromAddress, sendEmail, type SentEmail } from '@/lib/email/send'

type Recipient = string | { address: string; name?: string }

const recipients = (value: SendEmailOptions['to']): string =>
  ([] as Recipient[])
    .concat((value ?? []) as Recipient | Recipient[])
    .map((entry) => (typeof entry === 'string' ? entry : entry.address))
    .join(', ')

/**
 * Payload's own e-mails (password resets, account checks) take the same road as the site's:
 * Resend when configured, the outbox otherwise.
 */
export const siteEmailAdapter: EmailAdapter<SentEmail> = ({ payload }) => {
  const defaultFromName = process.env.EMAIL_FROM_NAME || 'High Country Log Home Finishing'
  return {
    name: 'site',
    defaultFromAddress: fromAddress(),
    defaultFromName,
    sendEmail: (message) =>
      sendEmail(payload, {
        from:
          typeof message.from === 'string'
            ? message.from
            : formatSender(message.from?.name ?? defaultFromName, message.from?.address),
        to: recipients(message.to),
        subject: String(message.subject ?? ''),
        html: String(message.html ?? ''),
        text: String(message.text ?? ''),
        kind: 'studio',
      }),
  }
}
