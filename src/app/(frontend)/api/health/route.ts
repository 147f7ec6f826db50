import { healthResponse } from '@/lib/health'
import { getPayloadClient } from '@/lib/payload/client'

/**
 * GET /api/health (lib/health): 200 or 503 with the reasons, for a load balancer's probe. Checked
 * afresh on every request, never cached. Not rate limited, and outside the proxy's matcher
 * (src/proxy.ts leaves /api alone), so nothing stands between a probe and the answer.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  return healthResponse(getPayloadClient)
}
