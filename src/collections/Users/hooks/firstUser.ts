import type { Endpoint, FieldHook } from 'payload'

import { FIRST_USER_REFUSED } from '@/features/staff/firstUser'

/**
 * Payload's `POST /api/users/first-register`, replaced where the create-first-user form is not
 * offered (features/staff/firstUser.ts): 403 with what to set instead. Whether or not users exist, so
 * the answer tells nothing about the database.
 */
export const refuseFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: FIRST_USER_REFUSED }] }, { status: 403 }),
}

/**
 * The role field's first hook: the first account is an admin, however it is made (the development
 * server's create-first-user form sends the field's default, editor; a script may give none),
 * otherwise nobody could manage users. Only code on the server (the Local API) that names a role
 * for it keeps that role.
 */
export const firstUserIsAdmin: FieldHook = async ({ operation, req, siblingData, value }) => {
  if (operation !== 'create') return value
  if (req.payloadAPI === 'local' && siblingData.role !== undefined) return value
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? 'admin' : value
}
