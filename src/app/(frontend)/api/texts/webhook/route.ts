import { handleTextWebhook } from '@/features/texts/server/webhook'
import { getPayloadClient } from '@/lib/payload/client'

/** The text provider's replies and status callbacks (features/texts/server/webhook.ts). */
export async function POST(request: Request) {
  return handleTextWebhook(request, await getPayloadClient())
}
