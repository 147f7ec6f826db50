import type { CheckboxField, FieldHook, Validate } from 'payload'

import { isAdminField } from '@/access/roles'
import { endSessions } from '@/mends/sessionStore'
import { readTwoStep } from '@/features/staff/totp/server/store'

export const REQUIRE_FIRST_YOURSELF =
  'Set up two-step sign-in on your own account first (Account, at the top right), then require it of every admin.'

/**
 * Required only by an admin who uses it: otherwise their own next sign-in would stop at a setup
 * they have not tried. Checked when the Business profile is saved (not while it is typed in).
 */
const usedByWhoRequiresIt: Validate<boolean> = async (value, { event, previousValue, req }) => {
  if (value !== true || previousValue === true || event === 'onChange') return true
  if (!req.user || req.user.collection !== 'users') return true
  const state = await readTwoStep(req.payload, req.user.id)
  return state.enabled ? true : REQUIRE_FIRST_YOURSELF
}

/**
 * Once required, an admin without it has no session left: each one's sessions end, and their next
 * sign-in sets it up before a new one starts (features/staff/totp/server/secondStep.ts).
 */
const endSessionsOfAdminsWithout: FieldHook = async ({ value, previousValue, req }) => {
  if (value !== true || previousValue === true) return value
  const { docs } = await req.payload.db.find<{ id: number | string; totpEnabled?: boolean }>({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 0,
    pagination: false,
    req,
  })
  const without = docs.filter((admin) => admin.totpEnabled !== true)
  await Promise.all(without.map((admin) => endSessions(req.payload, admin.id)))
  return value
}

/** The Business profile's "Require two-step sign-in for admins" (admins only). */
export const requireTwoStepField: CheckboxField = {
  name: 'twoStepForAdmins',
  label: 'Require two-step sign-in for admins',
  type: 'checkbox',
  defaultValue: false,
  access: { read: isAdminField, update: isAdminField },
  validate: usedByWhoRequiresIt,
  hooks: { afterChange: [endSessionsOfAdminsWithout] },
  admin: {
    description:
      'When ticked, every admin signs in with their password and a code from an authenticator app. An admin who has not set it up yet is asked to at their next sign-in, before the studio opens; their open sessions end now.',
  },
}
