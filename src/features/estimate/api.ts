import { postWithProgress, type PostOutcome } from '@/lib/api/post'
import { ESTIMATE_FIELDS, type EstimateRequest } from '@/features/estimate/schema'

/**
 * The client side of `POST /api/calculator` (spec sections 7 and 8). JSON without files,
 * multipart with them; sent with XMLHttpRequest so the form can show upload progress. Never
 * retried: a second try could store the lead twice.
 */
export const CALCULATOR_URL = '/api/calculator'

export type EstimateOutcome =
  | { ok: true; message?: string; estimate?: number; booking?: string }
  /** `error` is missing after a network failure: the form then shows its own fallback text. */
  | { ok: false; error?: string; issues?: Record<string, string[]> }

/** Spec section 8's texts. */
export const NOT_OK_FALLBACK = 'Failed to submit estimate request'
export const NOT_SUCCESS = 'Failed to process your request'
/** A body that is not JSON is shown as it came, cut to this length (an HTML error page is long). */
const MAX_RAW_TEXT = 300

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function issuesOf(body: Record<string, unknown>): Record<string, string[]> | undefined {
  if (!isRecord(body.issues)) return undefined
  const issues: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(body.issues)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    )
    if (list.length) issues[field] = list
  }
  return Object.keys(issues).length ? issues : undefined
}

/**
 * What a reply means for the form (spec section 8). A non-OK status gives the JSON `error` or
 * `message` field, else the raw text of a body that is not JSON, else 'Failed to submit estimate
 * request'; an OK reply without `success: true` gives 'Failed to process your request'.
 */
export function readEstimateReply(status: number, text: string): EstimateOutcome {
  const body = parseJson(text)
  if (status < 200 || status > 299) {
    if (isRecord(body)) {
      const issues = issuesOf(body)
      return {
        ok: false,
        error: nonEmpty(body.error) ?? nonEmpty(body.message) ?? NOT_OK_FALLBACK,
        ...(issues ? { issues } : {}),
      }
    }
    const raw = body === undefined ? nonEmpty(text) : undefined
    return { ok: false, error: raw ? raw.slice(0, MAX_RAW_TEXT) : NOT_OK_FALLBACK }
  }
  if (!isRecord(body) || body.success !== true) return { ok: false, error: NOT_SUCCESS }
  const data = isRecord(body.data) ? body.data : {}
  return {
    ok: true,
    message: nonEmpty(data.message),
    estimate: typeof data.estimate === 'number' ? data.estimate : undefined,
    booking: nonEmpty(data.booking),
  }
}

/** A parsed request; the tick may be left out (unticked). */
type SentEstimate = Omit<EstimateRequest, 'textMe'> & { textMe?: boolean }

/**
 * The fields sent: the five required ones always, propertyAge, location, description if filled,
 * and the texts' tick (`textMe: 'on'`) when ticked.
 */
export function estimateFields(values: SentEstimate): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const field of ESTIMATE_FIELDS) {
    const value = values[field]?.trim()
    if (value) fields[field] = value
  }
  if (values.textMe) fields.textMe = 'on'
  return fields
}

/**
 * Sends the request. Resolves (never rejects) with the outcome; `onProgress` gets the upload's
 * percentage while a multipart body is sending.
 */
export async function submitEstimate(
  values: SentEstimate,
  files: readonly File[] = [],
  onProgress?: (percent: number) => void,
): Promise<EstimateOutcome> {
  const fields = estimateFields(values)
  let sent: PostOutcome
  if (files.length === 0) {
    sent = await postWithProgress(CALCULATOR_URL, JSON.stringify(fields), {
      headers: { 'Content-Type': 'application/json' },
    })
  } else {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    for (const file of files) body.append('files', file, file.name)
    sent = await postWithProgress(CALCULATOR_URL, body, {
      onProgress:
        onProgress &&
        ((loaded, total) => onProgress(Math.min(100, Math.round((loaded / total) * 100)))),
    })
  }
  return sent.kind === 'answer' ? readEstimateReply(sent.status, sent.body) : { ok: false }
}
