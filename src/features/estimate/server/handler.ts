import type { Payload } from 'payload'

import { signLeadReference } from '@/features/booking/token'
import { storeEstimateLead } from '@/features/estimate/server/lead'
import { formatDollars } from '@/features/estimate/pricing'
import { sharedRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { uploadBudget, type UploadBudget } from '@/features/uploads/server/budget'
import type { ReceivedFile } from '@/features/uploads/server/receive'
import { handleUploadRequest, refusedByLimit } from '@/features/uploads/server/request'
import { ESTIMATE_UPLOADS } from '@/features/uploads/rules'
import { estimateSchema, type EstimateRequest } from '@/features/estimate/schema'
import { refusedFields } from '@/lib/http/answers'

/** What a visitor is told when over the limit, and when the lead could not be saved. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.'
export const NOT_SAVED = 'We could not save your request. Please try again, or call us.'

/**
 * The limit per visitor address for estimate requests, whichever way they come (the API route or
 * the form's server action): ten per ten minutes unless CALCULATOR_RATE_LIMIT says otherwise. One
 * limiter per module graph: Next.js bundles the route handler and the server action apart, so with
 * the memory store (SQLite) the two count apart, as two server processes would; with MongoDB both
 * count in the database, together (docs/architecture.md, "Module state").
 */
export const calculatorLimiter = (): RateLimiter =>
  sharedRateLimiter('calculator', process.env.CALCULATOR_RATE_LIMIT, {
    limit: 10,
    windowMs: 10 * 60_000,
  })

/** Refused fields: every message by field, and the sentence that sums them up. */
export type EstimateRefusal = { ok: false; error: string; issues: Record<string, string[]> }

/**
 * What a stored request answers: the thank-you and the estimate. Never the lead's id, which counts
 * the business's leads (ids are sequential on SQLite); the visitor needs no reference.
 */
export type EstimateSubmission =
  EstimateRefusal | { ok: true; message: string; estimate: number; booking: string }

/** Parses the text fields of a request with the form's own schema. */
export function parseEstimateFields(
  fields: unknown,
): { ok: true; data: EstimateRequest } | EstimateRefusal {
  const parsed = estimateSchema.safeParse(fields)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, ...refusedFields(parsed.error) }
}

/**
 * The thank-you, addressed by first name. It promises the e-mail only when one is really on its
 * way: queued for a mail service, not kept in the outbox or lost with a failed queue.
 */
export function estimateMessage(
  request: Pick<EstimateRequest, 'name' | 'email'>,
  estimate: number,
  emailQueued: boolean,
) {
  const firstName = request.name.trim().split(/\s+/)[0]
  const amount = formatDollars(estimate)
  return emailQueued
    ? `Thank you, ${firstName}! Your estimate of ${amount} is on its way to ${request.email}. A specialist will contact you within 24-48 hours.`
    : `Thank you, ${firstName}! Your estimate is ${amount}. We have your request, and a specialist will contact you within 24-48 hours.`
}

/** Stores the lead of parsed fields with its files, and says what to tell the visitor. */
async function storeEstimate(payload: Payload, data: EstimateRequest, files: ReceivedFile[]) {
  const { lead, estimate, emailQueued } = await storeEstimateLead(payload, data, files)
  // The lead's signed reference (never its id): the thank-you books the inspection for it.
  const booking = signLeadReference(lead.id)
  return { message: estimateMessage(data, estimate, emailQueued), estimate, booking }
}

/**
 * What the API route and the form's server action share: parse the fields, store the lead with
 * its files, and say what to tell the visitor. Throws when the lead cannot be stored.
 */
export async function submitEstimateRequest(
  payload: Payload,
  fields: unknown,
  files: ReceivedFile[] = [],
): Promise<EstimateSubmission> {
  const parsed = parseEstimateFields(fields)
  if (!parsed.ok) return parsed
  return { ok: true, ...(await storeEstimate(payload, parsed.data, files)) }
}

/**
 * POST /api/calculator: rate limit, then the upload request's steps
 * (src/features/uploads/server/request.ts) with the form's own schema, whose work stores the lead.
 * Spec section 7's shape: `{ success, data: { message, estimate } }` (no lead id: see
 * EstimateSubmission) or `{ success: false, error }`, with the status on the response.
 */
export async function handleEstimateRequest(
  request: Request,
  {
    payload,
    limiter,
    budget = uploadBudget(),
  }: { payload: Payload; limiter: RateLimiter; budget?: UploadBudget },
): Promise<Response> {
  const refused = await refusedByLimit(request, limiter, TOO_MANY_REQUESTS)
  if (refused) return refused
  return handleUploadRequest(request, {
    payload,
    rules: ESTIMATE_UPLOADS,
    budget,
    schema: estimateSchema,
    failed: { log: 'An estimate request could not be saved', answer: NOT_SAVED },
    handle: async (data, received) =>
      Response.json({ success: true, data: await storeEstimate(payload, data, received.files) }),
  })
}
