import {
  answerBeacon,
  eventsLimiter,
  handleEventRequest,
} from '@/features/analytics/server/handler'
import { getPayloadClient } from '@/lib/payload/client'
import { BEACON_MAX_BYTES } from '@/features/analytics/schema'
import { offerBeaconIngest } from '@/lib/server-bridge.mjs'

/**
 * The analytics beacon (features/analytics/ui): 202 and nothing else to see. The first beacon also
 * offers the handler to the production server (server/beacons.mjs, through the server bridge),
 * with the longest body a beacon may have; the server then gives it the next ones directly, as
 * Node's requests (no web Request or Response made for them), and reads no more of a body than
 * that.
 */
export async function POST(request: Request) {
  const deps = { payload: await getPayloadClient(), limiter: eventsLimiter() }
  offerBeaconIngest({ answer: (beacon) => answerBeacon(beacon, deps), maxBytes: BEACON_MAX_BYTES })
  return handleEventRequest(request, deps)
}
