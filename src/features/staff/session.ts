import type { NextRequest } from 'next/server'

import { ownOrigin } from '@/lib/site/own'

/**
 * The role of the user a request is signed in as, asked of Payload itself (`GET /api/users/me`,
 * with the request's cookie or Authorization header, and where the browser says it came from):
 * null without a valid session. The proxy (src/proxy.ts) asks before a staff or studio page is
 * drawn; it never reads the token itself.
 */
export async function sessionRole(request: NextRequest): Promise<string | null> {
  const cookie = request.headers.get('cookie')
  const authorization = request.headers.get('authorization')
  if (!authorization && !cookie?.includes('payload-token=')) return null
  const headers = new Headers()
  if (cookie) headers.set('cookie', cookie)
  if (authorization) headers.set('authorization', authorization)
  // Where the browser says the request came from: Payload takes the cookie only from the site's
  // own pages (`csrf` in payload.config.ts), and decides as it would for the page itself.
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  try {
    const response = await fetch(`${ownOrigin()}/api/users/me`, { headers, cache: 'no-store' })
    if (!response.ok) return null
    const { user } = (await response.json()) as { user?: { role?: unknown } | null }
    return typeof user?.role === 'string' ? user.role : null
  } catch {
    return null
  }
}
