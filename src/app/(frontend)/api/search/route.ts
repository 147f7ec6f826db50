import { getPayloadClient } from '@/lib/payload/client'
import { sharedRateLimiter } from '@/lib/rate-limit'
import { handleSearchRequest } from '@/features/search/server/handlers'

/**
 * 120 searches per address a minute, unless SEARCH_RATE_LIMIT says otherwise: the box sends at
 * most one every 700 ms while someone types, and a town on one mobile carrier shares addresses.
 */
const limiter = () =>
  sharedRateLimiter('search', process.env.SEARCH_RATE_LIMIT, { limit: 120, windowMs: 60_000 })

export async function GET(request: Request) {
  return handleSearchRequest(request, { payload: await getPayloadClient(), limiter: limiter() })
}
