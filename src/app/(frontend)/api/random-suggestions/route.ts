import { getPayloadClient } from '@/lib/payload/client'
import { handleRandomSuggestions } from '@/features/search/server/handlers'

/** A new pick on every request. */
export const dynamic = 'force-dynamic'

export async function GET() {
  return handleRandomSuggestions({ payload: await getPayloadClient() })
}
