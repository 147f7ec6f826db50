import { validateRequest } from 'twilio/lib/webhooks/webhooks'

/**
 * The text provider: Twilio's Messages REST API (2010-04-01), called with `fetch` (the requests
 * are two; the package's client would add axios and its own retries), and the official package's
 * signature check for its webhooks. Configured by TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM (a number) or TWILIO_MESSAGING_SERVICE_SID; TWILIO_BASE_URL points it elsewhere (the
 * tests' fake). Without them the site keeps texts in the Outbox.
 */
type Config = {
  accountSid: string
  authToken: string
  from?: string
  messagingServiceSid?: string
  baseUrl: string
}

export function twilioConfig(env: Record<string, string | undefined> = process.env): Config | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim()
  const authToken = env.TWILIO_AUTH_TOKEN?.trim()
  const from = env.TWILIO_FROM?.trim() || undefined
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined
  if (!accountSid || !authToken || (!from && !messagingServiceSid)) return null
  const baseUrl = (env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com').replace(/\/+$/, '')
  return { accountSid, authToken, from, messagingServiceSid, baseUrl }
}

export const textsConfigured = () => twilioConfig() !== null

/** How long one call to the provider may take before it counts as failed (and is retried). */
const timeoutMs = () => Number(process.env.TEXT_TIMEOUT_MS) || 15_000

/**
 * A send the provider refused or could not take. `retry`: a 5xx, a 429, a time-out or no answer,
 * worth trying again later; a 4xx is the request's fault (a bad or stopped number) and is not.
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'TextSendError'
  }
}

/** Twilio's error codes a person can act on, in words. */
const REASONS: Record<number, string> = {
  21211: 'the number is not a valid phone number',
  21408: 'texts to this region are not enabled',
  21610: 'the number has replied STOP to this business',
  21612: 'the number cannot receive texts from this business',
  21614: 'the number is not a mobile number',
  30003: 'the phone is unreachable or switched off',
  30004: 'the number blocks texts from this business',
  30005: 'the number does not exist',
  30006: 'the number is a landline or cannot get texts',
  30007: 'the carrier filtered the text as spam',
  30008: 'the carrier could not deliver it',
}

export const reasonFor = (code: number | string | undefined, fallback = 'no reason given') => {
  const n = Number(code)
  return REASONS[n] ? `${REASONS[n]} (Twilio ${n})` : code ? `Twilio error ${code}` : fallback
}

const auth = (config: Config) =>
  `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`

const messagesUrl = (config: Config) =>
  `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`

async function call(config: Config, url: string, init: RequestInit = {}) {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { authorization: auth(config), accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs()),
    })
  } catch (error) {
    const why =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable'
    throw new TextSendError(`Twilio ${why}`, true)
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok) {
    const code = typeof body?.code === 'number' ? body.code : undefined
    const retry = response.status >= 500 || response.status === 429
    const message = REASONS[code ?? 0]
      ? reasonFor(code)
      : `Twilio ${response.status}${body?.message ? `: ${String(body.message)}` : ''}`
    throw new TextSendError(message, retry, code)
  }
  return body ?? {}
}

/** Sends one text; resolves with the provider's id (`SM…`). Throws a TextSendError. */
export async function sendSms(
  config: Config,
  text: { to: string; body: string; statusCallback?: string },
): Promise<string> {
  const form = new URLSearchParams({ To: text.to, Body: text.body })
  if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid)
  else form.set('From', config.from!)
  if (text.statusCallback) form.set('StatusCallback', text.statusCallback)
  const body = await call(config, messagesUrl(config), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  if (typeof body.sid !== 'string') throw new TextSendError('Twilio answered without an id', true)
  return body.sid
}

/**
 * The id of a text the provider already took: one to `to` with this body, sent on or after the
 * day of `since` (UTC, as Twilio's DateSent filter counts). For a try that died before its answer
 * was recorded: the provider has no idempotency key for messages, so the site asks before it
 * sends again.
 */
export async function findSent(
  config: Config,
  text: { to: string; body: string; since: Date },
): Promise<string | null> {
  const query = new URLSearchParams({ To: text.to, PageSize: '50' })
  query.set('DateSent>', text.since.toISOString().slice(0, 10))
  if (config.from && !config.messagingServiceSid) query.set('From', config.from)
  const body = await call(config, `${messagesUrl(config)}?${query}`)
  const messages = Array.isArray(body.messages) ? (body.messages as Record<string, unknown>[]) : []
  const match = messages.find((message) => message.body === text.body)
  return typeof match?.sid === 'string' ? match.sid : null
}

/** Whether a webhook request was signed by the provider with the account's token. */
export function signedByProvider(
  config: Config,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return validateRequest(config.authToken, signature, url, params)
}
