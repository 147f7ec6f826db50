import { handleChatLeadRequest } from '@/features/chat/server/handlers'
import { getPayloadClient } from '@/lib/payload/client'
import { sharedRateLimiter } from '@/lib/rate-limit'

/** A conversation saves its lead once, then updates it: 60 per address per ten minutes. */
const limiter = () =>
  sharedRateLimiter('chat-lead', process.env.CHAT_RATE_LIMIT, { limit: 60, windowMs: 10 * 60_000 })

export async function POST(request: Request) {
  return handleChatLeadRequest(request, { payload: await getPayloadClient(), limiter: limiter() })
}
