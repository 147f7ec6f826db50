import { handleEmailEvents } from '@/features/booking/server/bounces'
import { getPayloadClient } from '@/lib/payload/client'

/** The mail service's signed events: a bounce flags its visits (features/booking/server/bounces.ts). */
export async function POST(request: Request) {
  return handleEmailEvents(request, await getPayloadClient())
}
