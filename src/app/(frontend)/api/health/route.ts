import { siteHealthResponse } from '@/app/(frontend)/api/health/checks'
import { getPayloadClient } from '@/lib/payload/client'

/**
 * GET /api/health (lib/health, with the site's checks in ./checks.ts): 200 `{ status: 'ok' }` or
 * 503 `{ status: 'degraded' }` for a load balancer's probe; the checks and reasons too for staff
 * and for probes on this machine. Checked afresh on every request, never cached. Not rate limited:
 * the proxy (src/proxy.ts) only gives it a request id on the way.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return siteHealthResponse(getPayloadClient, request)
}
