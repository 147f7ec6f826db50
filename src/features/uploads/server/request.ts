import 'server-only'

import type { Payload } from 'payload'
import type * as z from 'zod/mini'

import type { UploadLimits } from '@/features/uploads/rules'
import type { UploadBudget } from '@/features/uploads/server/budget'
import { receiveRequest, RequestError, type Received } from '@/features/uploads/server/receive'
import { failure, refusedFields } from '@/lib/http/answers'
import { clientAddress, type RateLimiter } from '@/lib/rate-limit'

/**
 * The steps every endpoint that takes a visitor's fields and files runs (the estimate API, the
 * chat and its lead): the address's rate limit, then receive → budget → validate → the feature's
 * work → clean-up. The feature passes in its rules, schema, messages and work; the answers are
 * spec section 7's, with the status on the response.
 */

/**
 * The address's rate limit, before anything of the request is read: 429 with `message` and
 * Retry-After when it is over, or null to go on.
 */
export async function refusedByLimit(
  request: Request,
  limiter: RateLimiter,
  message: string,
): Promise<Response | null> {
  const allowed = await limiter.consume(clientAddress(request.headers))
  if (allowed.ok) return null
  return failure(429, message, { headers: { 'Retry-After': String(allowed.retryAfter) } })
}

export type UploadRequest<S extends z.ZodMiniType> = {
  payload: Payload
  /** What the request may bring: JSON's size, the files' kinds, sizes and count. */
  rules: UploadLimits
  /** The storage budget its files reserve their room in before the body is read; none without. */
  budget?: UploadBudget
  /** The fields' schema: 422 with every message by field when they do not parse. */
  schema: S
  /**
   * The headers of the answers made here, to a request refused while it was read (`more`: the
   * refusal's own, such as Retry-After) or failed: the chat adds its new session's cookie. The
   * feature's answer sets its own.
   */
  headers?: (more?: Record<string, string>) => HeadersInit
  /** When the work fails: what the log says, and what the visitor is told (500). */
  failed: { log: string; answer: string }
  /** The feature's work on the parsed fields and the received files, and its answer. */
  handle: (data: z.output<S>, received: Received) => Promise<Response>
}

/**
 * Reads the request (files stream to disk and are checked by their bytes, within the address's
 * and the site's storage budget: 429 or 507 before any file is kept), validates its fields and
 * hands them to the feature's work. Its temporary files are removed and its reservation settled
 * once the answer is made, whatever it is.
 */
export async function handleUploadRequest<S extends z.ZodMiniType>(
  request: Request,
  options: UploadRequest<S>,
): Promise<Response> {
  const { payload, budget, headers = (more = {}) => more } = options
  const address = clientAddress(request.headers)
  let received: Received | undefined
  try {
    received = await receiveRequest(
      request,
      options.rules,
      budget && ((bytes) => budget.reserve(address, bytes)),
    )
    const parsed = options.schema.safeParse(received.fields)
    if (!parsed.success) {
      const { error, issues } = refusedFields(parsed.error)
      return failure(422, error, {}, { issues })
    }
    return await options.handle(parsed.data, received)
  } catch (error) {
    if (error instanceof RequestError) {
      return failure(error.status, error.message, { headers: headers(error.headers) })
    }
    payload.logger.error({ err: error }, options.failed.log)
    return failure(500, options.failed.answer, { headers: headers() })
  } finally {
    await received?.cleanup()
  }
}
