import type {
  CollectionAfterOperationHook,
  CollectionBeforeLoginHook,
  CollectionBeforeOperationHook,
} from 'payload'

import { PASSWORD_CHECK } from '@/mends/sessionStore'
import { twoStepEndpoints } from '@/features/staff/totp/server/endpoints'
import {
  checkSecondStep,
  JUST_SET_UP,
  secondStepInput,
  type SecondStepInput,
} from '@/features/staff/totp/server/secondStep'
import { mustUseTwoStep, readTwoStep } from '@/features/staff/totp/server/store'

/**
 * Two-step sign-in on the users collection (features/staff/totp): a sign-in with the right
 * password gets no token, cookie or session until its code is right too (`requireSecondStep`).
 */

/** The request's notes: the sign-in's code, and that a password reset is under way. */
const INPUT = 'twoStepInput'
const RESETTING = 'twoStepResetting'
const NO_SESSION = 'twoStepNoSession'

/** Before a sign-in: the code it carries, for requireSecondStep. Before a reset: a note. */
export const takeSecondStep: CollectionBeforeOperationHook<'users'> = ({
  args,
  operation,
  req,
}) => {
  if (operation === 'login') {
    req.context[INPUT] = secondStepInput(args.data as Record<string, unknown> | undefined, req)
  }
  if (operation === 'resetPassword') req.context[RESETTING] = true
  return args
}

/**
 * Users' `beforeLogin`, after Payload has found the password right and before it signs a token:
 * the second step (features/staff/totp/server/secondStep.ts), or a refusal that ends the sign-in.
 * Not for a sign-in that only checks a password (it starts no session), nor the one that follows
 * a setup confirmed with its code in the same request.
 *
 * A password reset signs in too (Payload's reset answers with a session): for an account with
 * two-step sign-in on, or required, the new password is set and no session starts (the reset is
 * treated as a password check: the session store keeps no session of it, and its token is taken
 * out of the answer, `noSessionAfterReset`). The account then signs in with the new password and
 * its code.
 */
export const requireSecondStep: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (req.context[PASSWORD_CHECK]) return user
  if (req.context[RESETTING]) {
    req.context[RESETTING] = false
    const state = await readTwoStep(req.payload, user.id)
    if (state.enabled || (await mustUseTwoStep(req.payload, user, req))) {
      req.context[PASSWORD_CHECK] = true
      req.context[NO_SESSION] = true
    }
    return user
  }
  if (req.context[JUST_SET_UP] !== undefined && req.context[JUST_SET_UP] === String(user.id)) {
    if ((await readTwoStep(req.payload, user.id)).enabled) return user
  }
  await checkSecondStep(req, user, (req.context[INPUT] ?? {}) as SecondStepInput)
  return user
}

/** A reset of such an account answers without a token (after the other sessions were ended). */
export const noSessionAfterReset: CollectionAfterOperationHook<'users'> = ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword' || !req.context[NO_SESSION]) return result
  const { token: _token, ...rest } = result as { token?: string }
  return rest as typeof result
}

/** The endpoints, whose password checks start no session. */
export const twoStepUserEndpoints = twoStepEndpoints({ passwordCheck: { [PASSWORD_CHECK]: true } })
