import {
  answerBeacon,
  eventsLimiter,
  handleEventRequest,
  type BeaconIngest,
} from '@/features/analytics/server/handler'
import { getPayloadClient } from '@/lib/payload/client'
import { BEACON_MAX_BYTES } from '@/features/analytics/schema'

/** Where the production server looks for the beacon handler (server/beacons.mjs). */
const INGEST = Symbol.for('hclh.analytics.ingest')

/**
 * The analytics beacon (features/analytics/ui): 202 and nothing else to see. The first beacon also
 * hands the handler to the production server, with the longest body a beacon may have; the server
 * then gives it the next ones directly, as Node's requests (no web Request or Response made for
 * them), and reads no more of a body than that.
 */
export async function POST(request: Request) {
  const deps = { payload: await getPayloadClient(), limiter: eventsLimiter() }
  const store = globalThis as typeof globalThis & { [INGEST]?: BeaconIngest }
  store[INGEST] ??= { answer: (beacon) => answerBeacon(beacon, deps), maxBytes: BEACON_MAX_BYTES }
  return handleEventRequest(request, deps)
}
