import { getPayloadClient } from '@/lib/payload/client'
import { redirectsReady } from '@/features/redirects/server/table'

/**
 * Loads the redirects' table in this process, which the production server asks for as it starts
 * (server/redirects.mjs). Loaded once: calling it again (anyone may) costs no query.
 */
export async function POST() {
  await redirectsReady(await getPayloadClient())
  return new Response(null, { status: 204 })
}
