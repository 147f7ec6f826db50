import { handleChatRequest } from '@/features/chat/server/handlers'
import { getPayloadClient } from '@/lib/payload/client'
import { sharedRateLimiter } from '@/lib/rate-limit'

/** 60 messages per address per ten minutes, unless CHAT_RATE_LIMIT says otherwise. */
const limiter = () =>
  sharedRateLimiter('chat', process.env.CHAT_RATE_LIMIT, { limit: 60, windowMs: 10 * 60_000 })

export async function POST(request: Request) {
  return handleChatRequest(request, { payload: await getPayloadClient(), limiter: limiter() })
}
