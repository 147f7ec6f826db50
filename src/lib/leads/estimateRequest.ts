import type { Payload } from 'payload'

import { storeEstimateLead } from '@/lib/leads/estimate'
import { formatDollars } from '@/lib/pricing'
import { clientAddress, type createRateLimiter } from '@/lib/rate-limit'
import { receiveRequest, RequestError, type Received } from '@/lib/uploads/receive'
import { estimateSchema, fieldIssues } from '@/lib/validations/estimate'

const failure = (status: number, error: string, init: ResponseInit = {}, extra = {}) =>
  Response.json({ success: false, error, ...extra }, { ...init, status })

/**
 * POST /api/calculator: rate limit, read (streaming files to disk), validate with the form's own
 * schema, store the lead, answer. Spec section 7's shape: `{ success, data: { message } }` or
 * `{ success: false, error }`, with the status on the response.
 */
export async function handleEstimateRequest(
  request: Request,
  { payload, limiter }: { payload: Payload; limiter: ReturnType<typeof createRateLimiter> },
): Promise<Response> {
  const allowed = limiter.hit(clientAddress(request.headers))
  if (!allowed.ok) {
    return failure(429, 'Too many requests. Please wait a few minutes and try again.', {
      headers: { 'Retry-After': String(allowed.retryAfter) },
    })
  }

  let received: Received | undefined
  try {
    received = await receiveRequest(request)
    const parsed = estimateSchema.safeParse(received.fields)
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error)
      return failure(422, `${Object.values(issues).flat().join('. ')}.`, {}, { issues })
    }
    const { lead, estimate } = await storeEstimateLead(payload, parsed.data, received.files)
    const firstName = parsed.data.name.split(/\s+/)[0]
    return Response.json({
      success: true,
      data: {
        message: `Thank you, ${firstName}! Your estimate of ${formatDollars(estimate)} is on its way to ${parsed.data.email}. A specialist will contact you within 24-48 hours.`,
        estimate,
        leadId: lead.id,
      },
    })
  } catch (error) {
    if (error instanceof RequestError) return failure(error.status, error.message)
    payload.logger.error({ err: error }, 'An estimate request could not be saved')
    return failure(500, 'We could not save your request. Please try again, or call us.')
  } finally {
    await received?.cleanup()
  }
}
