import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload/client'
import { isSitePath } from '@/utilities/paths'

/**
 * The studio's preview: with the right secret and a signed-in user, turn on draft mode and show
 * the page. Anyone else gets 403.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams
  const path = params.get('path') ?? ''
  const secret = process.env.PREVIEW_SECRET

  if (!secret || params.get('previewSecret') !== secret) {
    return new Response('You are not allowed to preview this page', { status: 403 })
  }
  if (!isSitePath(path)) {
    return new Response('The path must be a page of this site', { status: 400 })
  }

  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !hasRole(user, 'admin', 'editor')) {
    return new Response('Sign in to the studio as an editor to preview drafts', { status: 403 })
  }

  const draft = await draftMode()
  draft.enable()
  redirect(path)
}
