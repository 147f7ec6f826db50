import { eventsLimiter, handleEventRequest } from '@/lib/analytics/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** The analytics beacon (components/Analytics): 202 and nothing else to see. */
export async function POST(request: Request) {
  return handleEventRequest(request, {
    payload: await getPayloadClient(),
    limiter: eventsLimiter(),
  })
}
