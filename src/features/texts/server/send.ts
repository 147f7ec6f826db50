import type { Payload } from 'payload'

import { EMAIL_QUEUE, EMAIL_RETRIES, emailTask } from '@/lib/email/task'
import { absoluteUrl } from '@/lib/site/urls'
import { afterQuietHours } from '@/features/texts/quiet'
import { ALERT_KINDS, HOMEOWNER_KINDS } from '@/features/texts/schema'
import { findSent, sendSms, TextSendError, twilioConfig } from '@/features/texts/server/provider'
import { isStopped, SEND_TEXT_TASK } from '@/features/texts/server/queue'
import type { Text } from '@/payload-types'

/** Where the provider posts replies and status callbacks (server/webhook.ts). */
export const WEBHOOK_PATH = '/api/texts/webhook'
export const webhookUrl = () => absoluteUrl(WEBHOOK_PATH)

const DONE = new Set(['sent', 'delivered', 'failed', 'cancelled', 'kept', 'received'])

const update = (payload: Payload, id: number, data: Partial<Text>) =>
  payload.update({ collection: 'texts', id, data, depth: 0, overrideAccess: true })

const idOf = (value: number | { id: number } | null | undefined) =>
  value && typeof value === 'object' ? value.id : (value ?? undefined)

/**
 * Why a text may not go to its number now, or null: the number replied STOP; a homeowner's text
 * without their consent for this number; an alert to a number its user has not confirmed (or no
 * longer wants alerts on). Checked again at the send, whatever was checked when it was queued.
 */
async function refusal(payload: Payload, text: Text): Promise<string | null> {
  if (text.kind !== 'opted-out' && (await isStopped(payload, text.to))) {
    return 'The number replied STOP: texts to it are off.'
  }
  if (HOMEOWNER_KINDS.includes(text.kind)) {
    const id = idOf(text.lead)
    const lead = id
      ? await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
      : null
    if (!lead?.textConsent?.at || lead.textConsent.number !== text.to) {
      return 'The homeowner has not asked for texts at this number.'
    }
  }
  if (ALERT_KINDS.includes(text.kind)) {
    const id = idOf(text.user)
    const user = id
      ? await payload
          .findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
          .catch(() => null)
      : null
    if (!user?.mobileConfirmedAt || user.mobile !== text.to) {
      return 'The number is not a confirmed number of a staff member.'
    }
  }
  return null
}

/**
 * Sends one stored text, at most once: a text already sent, failed or cancelled is left alone; a
 * text tried before (a time-out, a server that died mid-send) is first looked up at the provider,
 * and only sent when the provider has not taken it. A 5xx, a 429 or a time-out throws
 * (the job tries again, with back-off); any other refusal (a 4xx: a bad or stopped number) fails
 * the text with the provider's reason. A homeowner's text whose try falls in the quiet hours
 * waits for 8 AM. Without a provider the text is kept in the Outbox.
 */
export async function deliverText(payload: Payload, id: number, now = new Date()) {
  const text = await payload
    .findByID({ collection: 'texts', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!text || DONE.has(text.state)) return text?.state ?? 'gone'
  const refused = await refusal(payload, text)
  if (refused) {
    await update(payload, id, { state: 'cancelled', reason: refused })
    return 'cancelled'
  }
  // A homeowner's text whose try (a retry, a job run late) falls in the quiet hours waits for the
  // morning. A staff alert kept to them when queued (its reader's setting).
  const morning = afterQuietHours(now)
  if (HOMEOWNER_KINDS.includes(text.kind) && morning > now) {
    await update(payload, id, { sendAfter: morning.toISOString() })
    await payload.jobs.queue({
      task: SEND_TEXT_TASK,
      input: { text: id },
      queue: EMAIL_QUEUE,
      waitUntil: morning,
    })
    return 'waiting'
  }

  const config = twilioConfig()
  if (!config) {
    await payload.create({
      collection: 'outbox',
      data: {
        channel: 'text',
        to: text.to,
        subject: `Text message to ${text.to}`,
        kind: text.kind,
        lead: idOf(text.lead),
        text: text.body,
      },
      overrideAccess: true,
    })
    await update(payload, id, { state: 'kept', via: 'outbox', sentAt: now.toISOString() })
    return 'kept'
  }

  // An earlier try may have reached the provider without its answer reaching the site: it timed
  // out, or the server died before recording it. The provider has no idempotency key for
  // messages, so the site asks it first (for what it took since the first try), and sends only
  // what it did not take. A provider that cannot be asked is not sent to either.
  const firstTry = text.tryStartedAt ? new Date(text.tryStartedAt) : null
  const attempts = (text.attempts ?? 0) + 1
  await update(payload, id, {
    state: 'sending',
    tryStartedAt: (firstTry ?? now).toISOString(),
    attempts,
  })
  try {
    const earlier = firstTry
      ? await findSent(config, { to: text.to, body: text.body, since: firstTry })
      : null
    const sid =
      earlier ??
      (await sendSms(config, { to: text.to, body: text.body, statusCallback: webhookUrl() }))
    await update(payload, id, {
      state: 'sent',
      via: 'twilio',
      providerId: sid,
      sentAt: new Date().toISOString(),
      reason: null,
    })
    return 'sent'
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const retry = error instanceof TextSendError ? error.retry : true
    const last = attempts > EMAIL_RETRIES
    await update(payload, id, { state: retry && !last ? 'retrying' : 'failed', reason })
    if (retry && !last) throw error
    return 'failed'
  }
}

export const sendTextTask = emailTask(
  {
    slug: SEND_TEXT_TASK,
    label: 'Send a text message',
    inputSchema: [{ name: 'text', type: 'number', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
  },
  (payload, input) => deliverText(payload, input.text),
)
