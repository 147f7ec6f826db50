import { handleEstimateRequest } from '@/lib/leads/estimateRequest'
import { getPayloadClient } from '@/lib/payload/client'
import { createRateLimiter, parseRateLimit } from '@/lib/rate-limit'

/** Ten requests per address per ten minutes, unless CALCULATOR_RATE_LIMIT says otherwise. */
const limiter = createRateLimiter(
  parseRateLimit(process.env.CALCULATOR_RATE_LIMIT, { limit: 10, windowMs: 10 * 60_000 }),
)

export async function POST(request: Request) {
  return handleEstimateRequest(request, { payload: await getPayloadClient(), limiter })
}
