import { postWithProgress, type PostOutcome } from '@/lib/api/post'
import { apiUrl } from '@/lib/api/queryClient'

/** Spec sections 7, 8 and 9: the chat's calls, its retries and its messages. */
export const CHAT_TIMEOUT_MS = 30_000
export const CHAT_RETRIES = 2
export const CHAT_RETRY_DELAY_MS = 1000
export const CHAT_HISTORY_LIMIT = 20
/** A lead is saved this long after name, e-mail and phone are all known. */
export const LEAD_SAVE_DELAY_MS = 1000

export const CHAT_ERRORS = {
  network: 'Network error. Please check your connection.',
  timeout: 'Request timed out. Please try again.',
  failed: 'Failed to send message. Please try again.',
  maxRetries: ' (Maximum retries reached)',
  format: 'Invalid response format',
  parse: 'Failed to parse response',
} as const

/** Shown when the server answers with an empty reply. */
export const EMPTY_REPLY =
  "I'm sorry, I couldn't put an answer together just now. Could you tell me a little more about your log home?"

export type ChatHistoryEntry = {
  role: 'user' | 'assistant'
  content: string
  files?: string[]
  /** When it was said (ISO): kept on the lead's transcript. */
  at?: string
}

export type ChatSend = {
  message: string
  customerEmail?: string
  customerName?: string
  history: ChatHistoryEntry[]
  files: File[]
}

export type ChatResult =
  | { ok: true; content: string }
  /** Shown in a destructive 'Error' toast. */
  | { ok: false; message: string }

/** Spec section 7's multipart body. */
export function chatFormData({ message, customerEmail, customerName, history, files }: ChatSend) {
  const form = new FormData()
  form.append('message', message)
  if (customerEmail) form.append('customerEmail', customerEmail)
  if (customerName) form.append('customerName', customerName)
  form.append('conversationHistory', JSON.stringify(history.slice(-CHAT_HISTORY_LIMIT)))
  for (const file of files) form.append('files', file, file.name)
  return form
}

const retryable = (result: PostOutcome) =>
  result.kind === 'network' ||
  result.kind === 'timeout' ||
  (result.kind === 'answer' && result.status >= 500)

/** The server's `message` (or `error`) field, else its body text. */
function serverMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { message?: unknown; error?: unknown }
    if (typeof json.message === 'string' && json.message) return json.message
    if (typeof json.error === 'string' && json.error) return json.error
  } catch {
    // Not JSON: the text itself.
  }
  return body.trim()
}

/** What a finished answer means (spec section 8). */
export function readAnswer(status: number, body: string): ChatResult {
  if (status < 200 || status >= 300) {
    return { ok: false, message: serverMessage(body) || CHAT_ERRORS.failed }
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, message: CHAT_ERRORS.parse }
  }
  if (typeof json !== 'object' || json === null) return { ok: false, message: CHAT_ERRORS.format }
  const { success, data, error } = json as { success?: unknown; data?: unknown; error?: unknown }
  if (typeof error === 'string' && error) return { ok: false, message: error }
  if (success !== true || typeof data !== 'object' || data === null) {
    return { ok: false, message: CHAT_ERRORS.format }
  }
  const content = (data as { content?: unknown }).content
  return {
    ok: true,
    content: typeof content === 'string' && content.trim() ? content : EMPTY_REPLY,
  }
}

function finalResult(result: PostOutcome): ChatResult {
  if (result.kind === 'answer') return readAnswer(result.status, result.body)
  if (result.kind === 'network') return { ok: false, message: CHAT_ERRORS.network }
  if (result.kind === 'timeout') return { ok: false, message: CHAT_ERRORS.timeout }
  return { ok: false, message: CHAT_ERRORS.failed }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * POST /api/chat: a 5xx, a network error or a time-out (30 s) is tried again twice, after 1 s
 * and 2 s; then the last message ends with ' (Maximum retries reached)'. Upload progress goes to
 * `onProgress` as a fraction of the body.
 */
export async function sendChatMessage(
  send: ChatSend,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ChatResult> {
  const form = chatFormData(send)
  for (let tries = 0; ; tries += 1) {
    const result = await postWithProgress(apiUrl('/chat'), form, {
      timeoutMs: CHAT_TIMEOUT_MS,
      onProgress: (loaded, total) => options.onProgress?.(loaded / total),
      signal: options.signal,
    })
    const final = finalResult(result)
    if (result.kind === 'aborted' || !retryable(result)) return final
    if (tries >= CHAT_RETRIES) {
      const message = final.ok ? CHAT_ERRORS.failed : final.message
      return { ok: false, message: `${message}${CHAT_ERRORS.maxRetries}` }
    }
    console.error(
      `Chat request failed (${result.kind === 'answer' ? result.status : result.kind}); retrying`,
    )
    await wait(CHAT_RETRY_DELAY_MS * (tries + 1))
  }
}

/** POST /api/chat/lead (JSON). Any 2xx means saved; failures are only logged (spec section 8). */
export async function saveChatLead(
  lead: Record<string, unknown>,
): Promise<{ ok: boolean; booking?: string; place?: string; phoneIssue?: string }> {
  try {
    const response = await fetch(apiUrl('/chat/lead'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(lead),
    })
    if (!response.ok) {
      const text = await response.text()
      console.error(`Saving the chat lead failed: ${response.status}: ${text}`)
      // Refused fields: the phone's message (the texts' tick needs a number they can reach).
      let phoneIssue: unknown
      try {
        phoneIssue = (JSON.parse(text) as { issues?: { phone?: unknown[] } }).issues?.phone?.[0]
      } catch {}
      return { ok: false, ...(typeof phoneIssue === 'string' ? { phoneIssue } : {}) }
    }
    // The lead's sealed reference, to book its inspection (features/booking), and the place of
    // the site's counties the homeowner named, for the booking picker.
    const body = (await response.json().catch(() => ({}))) as {
      data?: { booking?: unknown; place?: unknown }
    }
    const { booking, place } = body.data ?? {}
    return {
      ok: true,
      booking: typeof booking === 'string' ? booking : undefined,
      place: typeof place === 'string' ? place : undefined,
    }
  } catch (error) {
    console.error('Saving the chat lead failed', error)
    return { ok: false }
  }
}
