import { handleReviewRequest, reviewLimiter } from '@/features/reviews/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** A homeowner's review from /review/<token> (features/reviews). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return handleReviewRequest(request, token, {
    payload: await getPayloadClient(),
    limiter: reviewLimiter(),
  })
}
