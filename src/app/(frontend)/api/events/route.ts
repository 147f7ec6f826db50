import {
  answerBeacon,
  eventsLimiter,
  handleEventRequest,
  type Beacon,
} from '@/lib/analytics/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Where the production server looks for the beacon handler (server/beacons.mjs). */
const INGEST = Symbol.for('hclh.analytics.ingest')

/**
 * The analytics beacon (components/Analytics): 202 and nothing else to see. The first beacon also
 * hands the handler to the production server, which then gives it the next ones directly, as
 * Node's requests (no web Request or Response made for them).
 */
export async function POST(request: Request) {
  const deps = { payload: await getPayloadClient(), limiter: eventsLimiter() }
  const store = globalThis as typeof globalThis & {
    [INGEST]?: (beacon: Beacon) => ReturnType<typeof answerBeacon>
  }
  store[INGEST] ??= (beacon) => answerBeacon(beacon, deps)
  return handleEventRequest(request, deps)
}
