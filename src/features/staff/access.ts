import 'server-only'

import { headers as requestHeaders } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload/client'
import { loginUrl, rolesFor, STAFF } from '@/features/staff/login'
import type { User } from '@/payload-types'

export { loginUrl, STAFF }

/** The signed-in user behind these request headers (Payload's cookie or API key), if any. */
export async function userFrom(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as User) : null
}

/**
 * For a staff page: the signed-in user with one of `roles` (by default the ones src/proxy.ts
 * requires of that address). Anyone else never sees the page.
 * src/proxy.ts has already answered most of them before any rendering: anonymous visitors with a
 * redirect to the sign-in page (and back to `path` after it), a session whose role is wrong with
 * 403. This is the check against the database: a session that ended (sign-in again) or a role
 * changed since the session's token was issued (404, as if the page were not there).
 */
export async function requireStaffPage(
  path: string,
  roles: Role[] = rolesFor(path.split('?', 1)[0]),
): Promise<User> {
  const payload = await getPayloadClient()
  const user = await userFrom(payload, await requestHeaders())
  if (!user) redirect(loginUrl(path))
  if (!hasRole(user, ...roles)) notFound()
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
