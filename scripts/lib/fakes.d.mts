// The types of scripts/lib/fakes.mjs, for the tests that import it from TypeScript.

export type FakeResendMode = 'ok' | 'down' | 'fail' | 'hang' | 'lose-answer' | 'slow'

export type FakeResendEmail = {
  id: string
  idempotencyKey?: string
  /** The JSON body as the SDK sent it: from, to, subject, html, text, reply_to... */
  body: Record<string, unknown>
}

export type FakeResend = {
  /** The base URL for the SDK, e.g. 'http://127.0.0.1:54321'. */
  url: string
  apiKey: string
  /** The e-mails taken (not counting idempotent repeats). */
  received: FakeResendEmail[]
  /** Every `POST /emails` seen, whatever the mode or the answer. */
  attempts: { key?: string; mode: FakeResendMode; at: number }[]
  /** Sends being waited on ('slow'): a server killed now dies mid-send. */
  inFlight(): number
  setMode(mode: FakeResendMode, delayMs?: number): Promise<void>
  /** Stops the server and drops every open connection, hanging requests included. */
  close(): Promise<void>
}

export function startFakeResend(options?: { apiKey?: string }): Promise<FakeResend>

export const FAKE_OPENAI_KEY: string

export type FakeOpenAIMode = 'ok' | 'down' | 'fail' | 'slow' | 'empty' | 'garbage' | 'hang'

export type FakeOpenAIRequest = {
  authorization?: string
  body: {
    model?: string
    messages?: {
      role: string
      content: string | { type: string; text?: string; image_url?: { url: string } }[]
    }[]
    [key: string]: unknown
  }
}

export type FakeOpenAI = {
  /** The base URL for the SDK, e.g. 'http://127.0.0.1:54321/v1'. */
  url: string
  apiKey: string
  /** Every request whose body parsed, in order. */
  requests: FakeOpenAIRequest[]
  /** Requests ('hang') whose client closed the connection before any answer. */
  abandoned: number
  /** How many kinds of garbage 'garbage' answers, in turn. */
  garbageKinds: number
  setMode(mode: FakeOpenAIMode, delayMs?: number): Promise<void>
  close(): Promise<void>
}

export function startFakeOpenAI(options?: {
  apiKey?: string
  reply?: (body: FakeOpenAIRequest['body']) => string
}): Promise<FakeOpenAI>

export type FakeTwilioMode = 'ok' | 'down' | 'fail' | 'throttle' | 'slow' | 'hang' | 'lose-answer'

/** Form parameters as a webhook carries them: a name sent twice has an array of values. */
export type TwilioParams =
  Record<string, string | string[]> | URLSearchParams | (readonly [string, string])[]

export type FakeTwilioMessage = {
  /** 'SM' + 32 hex digits. */
  sid: string
  accountSid: string
  to: string
  /** The From sent, or the fake's number when only a MessagingServiceSid was. */
  from: string
  messagingServiceSid: string | null
  body: string
  statusCallback: string | null
  status: 'queued' | 'sent' | 'delivered' | 'undelivered'
  /** 30003 once undelivered, else null. */
  errorCode: number | null
  /** Milliseconds since the epoch. */
  dateCreated: number
  /** When it reached 'sent' (null before). */
  dateSent: number | null
  dateUpdated: number
  /** The mode the fake was in when it took the message ('lose-answer': never answered). */
  mode: FakeTwilioMode
}

export type FakeTwilioCallback = {
  url: string
  /** MessageSid, SmsSid, AccountSid, From, To, MessageStatus, SmsStatus, ApiVersion, ErrorCode? */
  params: Record<string, string>
  /** The X-Twilio-Signature sent. */
  signature: string
  /** The HTTP status the site answered; 0 when nothing answered (refused, reset, 15 s). */
  status: number
  at: number
}

/** The site's answer to a webhook the fake posted, and what it posted. */
export type FakeTwilioPost = {
  status: number
  text: string
  params: Record<string, string>
  /** The X-Twilio-Signature sent; null when none was. */
  signature: string | null
}

export type FakeTwilio = {
  /** The base URL in place of https://api.twilio.com, e.g. 'http://127.0.0.1:54321'. */
  url: string
  accountSid: string
  authToken: string
  /** The number texts come from by default, and that inbound texts are sent to. */
  from: string
  /** The texts taken (whether or not their answer reached the client). */
  messages: FakeTwilioMessage[]
  /** Every `POST .../Messages.json` seen, whatever the mode or the answer. */
  attempts: { to: string | null; body: string | null; mode: FakeTwilioMode; at: number }[]
  /** Every status callback posted, in order. */
  callbacks: FakeTwilioCallback[]
  /** E.164 numbers whose texts end 'undelivered' with error 30003. */
  undeliverable: Set<string>
  /** E.164 numbers that texted STOP: a text to them is refused with 21610. */
  optedOut: Set<string>
  /** Sends being waited on ('slow'): a server killed now dies mid-send. */
  inFlight(): number
  setMode(mode: FakeTwilioMode, delayMs?: number): Promise<void>
  /** The site's webhook for incoming texts. */
  setWebhook(url: string): void
  /** The X-Twilio-Signature Twilio would send for a POST of `params` to `url`. */
  sign(url: string, params: TwilioParams): string
  /** Someone texts the fake's number (or `to`): a signed incoming-SMS webhook to the site. */
  inbound(message: {
    from: string
    body: string
    to?: string
    url?: string
  }): Promise<FakeTwilioPost>
  /**
   * A raw form POST as Twilio makes it, signed for `url` and `params` unless `signature` is given
   * (null: no signature header), for forged webhooks. Rejects when nothing answers.
   */
  post(
    url: string,
    params: TwilioParams,
    options?: { signature?: string | null; headers?: Record<string, string> },
  ): Promise<FakeTwilioPost>
  /** Stops the server, the status callbacks still to come and those under way. */
  close(): Promise<void>
}

/** Twilio's X-Twilio-Signature (HMAC-SHA1, base64) for a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string

export function startFakeTwilio(options?: {
  /** 'AC' + 32 hex digits; 'ACaaaa...' unless told. */
  accountSid?: string
  authToken?: string
  from?: string
  webhookUrl?: string
  /** The time between a message's steps (queued, sent, delivered): 50 ms unless told. */
  callbackDelayMs?: number
}): Promise<FakeTwilio>
