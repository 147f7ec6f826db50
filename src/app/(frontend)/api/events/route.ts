import { eventsLimiter, handleEventRequest } from '@/features/analytics/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** The analytics beacon (features/analytics/ui): 202 and nothing else to see. */
export async function POST(request: Request) {
  return handleEventRequest(request, {
    payload: await getPayloadClient(),
    limiter: eventsLimiter(),
  })
}
