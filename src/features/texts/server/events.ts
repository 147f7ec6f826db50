import type { Payload } from 'payload'

import { SITE_HISTORY_CONTEXT } from '@/features/leads/domain'
import { sendEmail, formatSender } from '@/lib/email/send'
import { emailTask } from '@/lib/email/task'
import { formatE164, keywordOf, toE164 } from '@/features/texts/schema'
import { reasonFor } from '@/features/texts/server/provider'
import { alertStaff, caseFileUrl, textBusiness } from '@/features/texts/server/notify'
import { cancelWaiting, queueText } from '@/features/texts/server/queue'
import * as words from '@/features/texts/words'
import type { Text } from '@/payload-types'

/** The job that handles one webhook request the provider sent (server/webhook.ts queues it). */
export const TEXT_EVENT_TASK = 'handleTextEvent'

export type TextEvent = Record<string, string>

/** How far each status moves a text: a callback that comes late never moves it back. */
const STATUS_RANK: Partial<Record<Text['state'], number>> = {
  queued: 0,
  sending: 1,
  retrying: 1,
  sent: 2,
  delivered: 3,
  failed: 3,
}

/** A status callback: the text it names is sent, delivered, or failed with the provider's reason. */
async function statusChanged(payload: Payload, event: TextEvent) {
  const status = event.MessageStatus ?? event.SmsStatus
  const next: Text['state'] | null =
    status === 'delivered'
      ? 'delivered'
      : status === 'undelivered' || status === 'failed'
        ? 'failed'
        : status === 'sent'
          ? 'sent'
          : null
  if (!next || !event.MessageSid) return 'ignored'
  const { docs } = await payload.find({
    collection: 'texts',
    where: { providerId: { equals: event.MessageSid } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const text = docs[0]
  if (!text || (STATUS_RANK[text.state] ?? 9) >= (STATUS_RANK[next] ?? 0)) return 'ignored'
  const now = new Date().toISOString()
  await payload.update({
    collection: 'texts',
    id: text.id,
    data: {
      state: next,
      ...(next === 'delivered' ? { deliveredAt: now } : {}),
      ...(next === 'failed'
        ? { reason: reasonFor(event.ErrorCode, 'the carrier did not say why') }
        : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  return next
}

/** The lead a number belongs to: the latest that gave it for texts, else the latest with it. */
async function leadOf(payload: Payload, number: string) {
  const national = formatE164(number)
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      or: [{ 'textConsent.number': { equals: number } }, { phone: { equals: national } }],
    },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * A text that came in: STOP (and its synonyms) ends every text to the number, confirmed once;
 * START turns them on again; HELP is answered with the business's name and phone. Anything else
 * lands in the history of the number's lead, and the owner gets it by text and e-mail; a number
 * that is no lead's goes to the owner as it is.
 */
async function replied(payload: Payload, event: TextEvent) {
  const from = toE164(event.From) ?? event.From
  const body = (event.Body ?? '').slice(0, 1600)
  const sid = event.MessageSid ?? event.SmsMessageSid
  if (!from || !sid) return 'ignored'
  const lead = await leadOf(payload, from)
  // The text itself, in the lead's (or nobody's) texts: once per message.
  const key = `in-${sid}`
  const { totalDocs } = await payload.count({
    collection: 'texts',
    where: { key: { equals: key } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return 'duplicate'
  await payload.create({
    collection: 'texts',
    data: {
      kind: 'reply',
      direction: 'in',
      state: 'received',
      from,
      to: event.To ?? '',
      body: body || '(empty)',
      lead: lead?.id,
      key,
      providerId: sid,
      sentAt: new Date().toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  const business = await textBusiness(payload)
  const answer = (kind: 'opted-out' | 'opted-in' | 'help', text: string, answerKey = key) =>
    queueText(payload, {
      kind,
      to: from,
      body: text,
      key: `${answerKey}:${kind}`,
      lead: lead?.id,
      quiet: false,
    })

  const keyword = keywordOf(body)
  if (keyword === 'stop') {
    const { totalDocs: already } = await payload.count({
      collection: 'text-opt-outs',
      where: { number: { equals: from } },
      overrideAccess: true,
    })
    await cancelWaiting(
      payload,
      { to: { equals: from } },
      'The number replied STOP: texts to it are off.',
    )
    if (already > 0) return 'stop'
    const row = await payload
      .create({
        collection: 'text-opt-outs',
        data: { number: from },
        depth: 0,
        overrideAccess: true,
      })
      .catch(() => null)
    // Confirmed once: only the STOP that made the row is answered.
    if (row) await answer('opted-out', words.optedOut(business), `optout-${row.id}`)
    return 'stop'
  }
  if (keyword === 'start') {
    const { docs } = await payload.delete({
      collection: 'text-opt-outs',
      where: { number: { equals: from } },
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length > 0) await answer('opted-in', words.optedIn(business))
    return 'start'
  }
  if (keyword === 'help') {
    await answer('help', words.help(business))
    return 'help'
  }

  const line = `Text from ${formatE164(from)}: ${body}`
  if (lead) {
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { notes: [{ kind: 'text', note: line.slice(0, 5000) }] },
      depth: 0,
      overrideAccess: true,
      context: { disableRevalidate: true, [SITE_HISTORY_CONTEXT]: true },
    })
  }
  const url = lead ? caseFileUrl(lead.id) : undefined
  await alertStaff(payload, 'replies', {
    kind: 'reply-alert',
    key,
    lead: lead?.id,
    body: words.replyAlert({ from, name: lead?.name, body, url }),
  })
  if (business.email) {
    const subject = lead
      ? `Text from ${lead.name} (${formatE164(from)})`
      : `Text from ${formatE164(from)}, not a lead`
    // Logged, not thrown: the reply is stored and in the history, and staff have its text.
    await sendEmail(payload, {
      from: formatSender(business.name),
      to: business.email,
      subject,
      text: `${line}\n\n${url ? `The lead: ${url}` : 'No lead has this number.'}`,
      html: `<p>${escapeHtml(line)}</p><p>${url ? `<a href="${url}">Open the lead</a>` : 'No lead has this number.'}</p>`,
      kind: 'text-reply',
      lead: lead?.id,
      idempotencyKey: `text-reply-${sid}`,
    }).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Could not e-mail a text reply to the business'),
    )
  }
  return 'reply'
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** One webhook request: a status callback (it names a status) or a text that came in. */
export async function handleTextEvent(payload: Payload, event: TextEvent) {
  if (event.MessageStatus && !('Body' in event)) return statusChanged(payload, event)
  return replied(payload, event)
}

export const handleTextEventTask = emailTask(
  {
    slug: TEXT_EVENT_TASK,
    label: 'Take a text reply or a text’s new status',
    inputSchema: [{ name: 'event', type: 'json', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
  },
  (payload, input) => handleTextEvent(payload, input.event as TextEvent),
)
