import type { Field } from 'payload'

import { ENABLED_FIELD } from '@/features/staff/totp/words'

/**
 * The users' fields of two-step sign-in. Its secret, a setup's secret, the recovery codes' hashes
 * and the codes used are on no field at all: they are the server's, in Payload's key-value store
 * (./server/store.ts says why), which no API opens. So no API returns them (`GET /api/users/me`
 * and the account's owner included), no query or sort reaches them, the studio's form never holds
 * them, and none is signed into the token. The user has only `totpEnabled`, which says whether it
 * is on.
 */

export const twoStepFields: Field[] = [
  {
    // On one's own account: set it up, turn it off, new recovery codes. On someone else's, for an
    // admin: turn it off for them (./admin/TwoStepField.tsx).
    name: 'twoStep',
    type: 'ui',
    admin: { components: { Field: '@/features/staff/totp/admin/TwoStepField#TwoStepField' } },
  },
  {
    name: ENABLED_FIELD,
    label: 'Two-step sign-in',
    type: 'checkbox',
    defaultValue: false,
    // Only the server writes it, as it turns two-step sign-in on or off: a save never does (a form
    // opened before the user set it up would otherwise turn it off as it saved).
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      // On one's own account the panel says it.
      condition: (data, _siblingData, { user }) =>
        data?.id !== undefined && String(user?.id) !== String(data.id),
      description: 'On when this user signs in with a code from an authenticator app.',
    },
  },
]
