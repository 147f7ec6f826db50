import { handleChatRequest } from '@/features/chat/server/handlers'
import { photoReview } from '@/features/chat/server/photoReview'
import { getPayloadClient } from '@/lib/payload/client'
import { sharedRateLimiter } from '@/lib/rate-limit'

/** 60 messages per address per ten minutes, unless CHAT_RATE_LIMIT says otherwise. */
const limiter = () =>
  sharedRateLimiter('chat', process.env.CHAT_RATE_LIMIT, { limit: 60, windowMs: 10 * 60_000 })

/** Who reviews the photos (the chat's words depend on it): `{ success, data: { photos } }`. */
export function GET() {
  return Response.json(
    { success: true, data: { photos: photoReview() } },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function POST(request: Request) {
  return handleChatRequest(request, { payload: await getPayloadClient(), limiter: limiter() })
}
