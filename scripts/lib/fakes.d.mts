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
