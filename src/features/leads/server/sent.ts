import type { Payload, PayloadRequest } from 'payload'

import { SITE_HISTORY_CONTEXT, type EmailKind, type EmailState } from '@/features/leads/domain'
import { sendEmail, type OutgoingEmail, type SentEmail } from '@/lib/email/send'
import type { Lead } from '@/payload-types'

type Entry = NonNullable<Lead['emails']>[number]

/** An e-mail about a lead: sent to whom it says, recorded on the lead under its key. */
export type LeadEmail = OutgoingEmail & {
  kind: EmailKind
  lead: Lead['id']
  idempotencyKey: string
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Records an e-mail on its lead (the case file's E-mails): a new entry, or the new state of the
 * entry with the same key (hooks/emails.ts). A failure to record is logged, never thrown: the
 * e-mail's fate does not depend on it.
 */
export async function recordLeadEmail(
  payload: Payload,
  lead: Lead['id'],
  entry: Entry & { key: string },
  req?: PayloadRequest,
) {
  await payload
    .update({
      collection: 'leads',
      id: lead,
      data: { emails: [entry] },
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true },
      req,
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, lead }, `Could not record the ${entry.kind} e-mail`),
    )
}

/**
 * Sends an e-mail about a lead and records it on the lead: sent (through the mail service or into
 * the Outbox), or not, with the reason; `failed` is the state then (`retrying` when a job tries
 * again). Throws when it was not sent. `req`: the request whose hook sends it (its transaction).
 */
export async function sendLeadEmail(
  payload: Payload,
  email: LeadEmail,
  {
    failed = 'failed',
    req,
  }: { failed?: Extract<EmailState, 'failed' | 'retrying'>; req?: PayloadRequest } = {},
): Promise<SentEmail> {
  // First recorded now if it was not queued before (hooks/emails.ts keeps an earlier time).
  const entry = {
    key: email.idempotencyKey,
    kind: email.kind,
    to: email.to,
    at: new Date().toISOString(),
  }
  let sent: SentEmail
  try {
    sent = await sendEmail(payload, email)
  } catch (error) {
    const lastError = reasonOf(error)
    await recordLeadEmail(payload, email.lead, { ...entry, state: failed, lastError }, req)
    throw error
  }
  const at = new Date().toISOString()
  await recordLeadEmail(
    payload,
    email.lead,
    { ...entry, state: 'sent', via: sent.via, providerId: sent.id, sentAt: at, lastError: null },
    req,
  )
  return sent
}

/** What each e-mail to the homeowner is, in the line of a lead's history that it was not sent. */
const WHAT: Partial<Record<EmailKind, string>> = {
  estimate: 'estimate',
  'visit-booked': 'inspection’s confirmation',
  'visit-moved': 'inspection’s new time',
  'visit-cancelled': 'inspection’s cancellation',
  'visit-reminder': 'reminder of tomorrow’s inspection',
  'review-request': 'review request',
}

export const notSentLine = (kind: EmailKind) =>
  `The ${WHAT[kind] ?? 'e-mail'} was not e-mailed: there is no e-mail address to send it to.`

/**
 * An e-mail to the homeowner that was not sent because the lead (or its visit) has no e-mail
 * address: a line in the lead's history, the site's own. A failure to write it is logged.
 */
export async function noteNotSent(
  payload: Payload,
  lead: Lead['id'],
  kind: EmailKind,
  req?: PayloadRequest,
) {
  await payload
    .update({
      collection: 'leads',
      id: lead,
      data: { notes: [{ kind: 'email', note: notSentLine(kind) }] },
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true, [SITE_HISTORY_CONTEXT]: true },
      req,
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, lead }, `Could not note the unsent ${kind} e-mail`),
    )
}
