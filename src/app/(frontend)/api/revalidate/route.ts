import { revalidateThisProcess } from '@/lib/revalidation'
import {
  isRevalidateToken,
  REVALIDATE_HEADER,
  revalidateRequest,
} from '@/lib/revalidation/ownServer'

/**
 * The public pages of this process, revalidated by their tags (none: all of them) at the request
 * of the process itself, when the change log shows content changed through another server process
 * or a job (lib/revalidation/ownServer.ts). Only the site's processes know the token.
 */
export async function POST(request: Request) {
  if (!isRevalidateToken(request.headers.get(REVALIDATE_HEADER))) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  const body = revalidateRequest.safeParse(await request.json().catch(() => null))
  if (!body.success) return Response.json({ issues: body.error.issues }, { status: 422 })
  revalidateThisProcess(body.data.tags)
  return new Response(null, { status: 204 })
}
