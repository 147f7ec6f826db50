import { bookingLimiter, handleBookingRequest } from '@/features/booking/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Books an on-site inspection (features/booking/server/handler.ts). */
export async function POST(request: Request) {
  return handleBookingRequest(request, {
    payload: await getPayloadClient(),
    limiter: bookingLimiter(),
  })
}
