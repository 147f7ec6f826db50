import { redirectEntries } from '@/features/redirects/server/lookup'
import { isRevalidateToken, REVALIDATE_HEADER } from '@/lib/revalidation/ownServer'

/**
 * The redirects' table, for this process's proxy (features/redirects/server/proxyTable.ts), which
 * asks for it when the public content changed. Only the site's processes know the token; anyone
 * else gets 404, as for an address that is not there.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (!isRevalidateToken(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ error: 'Not found' }, { status: 404 })
  }
  return Response.json(await redirectEntries(), { headers: { 'Cache-Control': 'no-store' } })
}
