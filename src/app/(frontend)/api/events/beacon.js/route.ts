import { BEACON_SCRIPT } from '@/features/analytics/ui/beacon'

/**
 * GET /api/events/beacon.js?v=…: the analytics beacon (features/analytics/ui/beacon), added by
 * every public page after its load event. The address changes with the script, so browsers keep
 * it for good.
 */
export function GET() {
  return new Response(BEACON_SCRIPT, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
