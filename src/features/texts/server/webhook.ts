import 'server-only'

import type { Payload } from 'payload'

import { EMAIL_QUEUE } from '@/lib/email/task'
import { clientAddress, sharedRateLimiter, retryAfterSeconds } from '@/lib/rate-limit'
import { serverUrl } from '@/lib/site/urls'
import { TEXT_EVENT_TASK } from '@/features/texts/server/events'
import { signedByProvider, twilioConfig } from '@/features/texts/server/provider'

/** The largest webhook body taken: Twilio's are a few hundred bytes (a 1,600-character text). */
const MAX_BODY_BYTES = 16 * 1024

/** Twilio's answer to a message it should not reply to itself: empty TwiML. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

const limiter = () =>
  sharedRateLimiter('texts-webhook', process.env.TEXTS_WEBHOOK_RATE_LIMIT, {
    limit: 300,
    windowMs: 60_000,
  })

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers })

/**
 * `POST /api/texts/webhook`: the provider's replies and status callbacks. Only when texts are set
 * up (else 404). Limited per address (429); a body over 16 KB or not a form is refused (413, 415);
 * then the `X-Twilio-Signature` is checked against the site's public address and the request's
 * fields with the account's token (403 when missing or wrong), and a request already taken (the
 * same signature: Twilio signs no time, so a replay is the same request again) is refused (403).
 * A request that passes is recorded and its work queued (server/events.ts); the answer is an
 * empty TwiML at once.
 */
export async function handleTextWebhook(request: Request, payload: Payload): Promise<Response> {
  const config = twilioConfig()
  if (!config) return refuse(404, 'Texts are not set up on this site.')
  const limit = await limiter().consume(clientAddress(request.headers))
  if (!limit.ok) {
    return refuse(429, 'Too many requests.', {
      'retry-after': String(retryAfterSeconds(limit.retryAfter)),
    })
  }
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return refuse(415, 'Expected a form (application/x-www-form-urlencoded).')
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return refuse(413, 'The request is too large.')
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return refuse(413, 'The request is too large.')

  const params: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(raw)) params[key] = value
  const signature = request.headers.get('x-twilio-signature') ?? ''
  const { pathname, search } = new URL(request.url)
  const url = `${serverUrl()}${pathname}${search}`
  if (!signature || !signedByProvider(config, signature, url, params)) {
    return refuse(403, 'Not signed by the text provider.')
  }
  const { totalDocs } = await payload.count({
    collection: 'text-events',
    where: { key: { equals: signature } },
    overrideAccess: true,
  })
  const taken =
    totalDocs === 0 &&
    (await payload
      .create({
        collection: 'text-events',
        data: { key: signature },
        depth: 0,
        overrideAccess: true,
      })
      .then(() => true)
      .catch(() => false))
  if (!taken) return refuse(403, 'This request was already taken.')
  await payload.jobs.queue({ task: TEXT_EVENT_TASK, input: { event: params }, queue: EMAIL_QUEUE })
  return new Response(EMPTY_TWIML, { status: 200, headers: { 'content-type': 'text/xml' } })
}
