import { handleCalendarRequest } from '@/features/booking/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** The owner's calendar feed (features/booking/server/handler.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  return handleCalendarRequest(await getPayloadClient(), key)
}
