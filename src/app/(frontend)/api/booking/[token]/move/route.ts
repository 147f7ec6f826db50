import { bookingLimiter, handleVisitRequest } from '@/features/booking/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Moves a visit from its own link (features/booking/server/handler.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return handleVisitRequest(request, token, 'move', {
    payload: await getPayloadClient(),
    limiter: bookingLimiter(),
  })
}
