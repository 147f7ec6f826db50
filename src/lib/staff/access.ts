import 'server-only'

import { headers as requestHeaders } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload/client'
import { loginUrl } from '@/lib/staff/login'
import type { User } from '@/payload-types'

/** Who works the leads: the lead desk, the export, the photos, the upload test. */
export const STAFF: Role[] = ['admin', 'staff']

export { loginUrl }

/** The signed-in user behind these request headers (Payload's cookie or API key), if any. */
export async function userFrom(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as User) : null
}

/**
 * For a staff page: the signed-in user with one of `roles`. Anyone else never sees the page: an
 * anonymous visitor is redirected to the sign-in page (and back to `path` after it), a user
 * without the role gets 403.
 */
export async function requireStaffPage(path: string, roles: Role[] = STAFF): Promise<User> {
  const payload = await getPayloadClient()
  const user = await userFrom(payload, await requestHeaders())
  if (!user) redirect(loginUrl(path))
  if (!hasRole(user, ...roles)) forbidden()
  return user
}

/**
 * For a staff API route: the Local API and the signed-in user with one of `roles`, or the answer
 * to send instead (401 without a user, 403 without the role).
 */
export async function staffApiUser(
  request: Request,
  roles: Role[] = STAFF,
): Promise<{ payload: Payload; user: User } | Response> {
  const payload = await getPayloadClient()
  const user = await userFrom(payload, request.headers)
  if (!user) return Response.json({ error: 'Sign in to the studio first.' }, { status: 401 })
  if (!hasRole(user, ...roles)) {
    return Response.json({ error: 'Your account cannot open staff tools.' }, { status: 403 })
  }
  return { payload, user }
}
