import { isRevalidateToken, REVALIDATE_HEADER } from '@/lib/payload/ownServer'
import { revalidateThisProcess } from '@/lib/payload/revalidate'

/**
 * The public pages of this process, revalidated at the request of the process itself, when the
 * change log shows content changed through another server process (lib/payload/ownServer.ts).
 * Only the site's processes know the token.
 */
export function POST(request: Request) {
  if (!isRevalidateToken(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  revalidateThisProcess()
  return new Response(null, { status: 204 })
}
