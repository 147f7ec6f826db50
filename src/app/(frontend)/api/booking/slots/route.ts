import { handleSlotsRequest, lookupLimiter } from '@/features/booking/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** The open arrival windows for a place (features/booking/server/handler.ts). */
export async function GET(request: Request) {
  return handleSlotsRequest(request, {
    payload: await getPayloadClient(),
    limiter: lookupLimiter(),
  })
}
