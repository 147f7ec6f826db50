import { bookingLimiter, handleVisitRequest } from '@/features/booking/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Confirms a visit from its own link (its e-mail's button) (features/booking/server/handler.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return handleVisitRequest(request, token, 'confirm', {
    payload: await getPayloadClient(),
    limiter: bookingLimiter(),
  })
}
