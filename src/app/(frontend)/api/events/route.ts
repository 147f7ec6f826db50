import { eventsLimiter, handleEventRequest } from '@/lib/analytics/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Where the production server looks for the beacon handler (server/beacons.mjs). */
const INGEST = Symbol.for('hclh.analytics.ingest')

/**
 * The analytics beacon (components/Analytics): 202 and nothing else to see. The first beacon also
 * hands this handler to the production server, which then gives it the next ones directly.
 */
export async function POST(request: Request) {
  const deps = { payload: await getPayloadClient(), limiter: eventsLimiter() }
  const store = globalThis as typeof globalThis & {
    [INGEST]?: (request: Request) => Promise<Response>
  }
  store[INGEST] ??= (beacon) => handleEventRequest(beacon, deps)
  return handleEventRequest(request, deps)
}
