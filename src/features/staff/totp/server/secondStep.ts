import type { PayloadRequest } from 'payload'

import { TwoStepRefusal } from '@/features/staff/totp/server/errors'
import {
  keepEnabledShown,
  mustUseTwoStep,
  readTwoStep,
  spendCode,
  spendRecoveryCode,
  type TwoStepState,
} from '@/features/staff/totp/server/store'
import {
  CODE_FIELD,
  CODE_NEEDED,
  CODE_USED,
  CODE_WRONG,
  ENABLED_FIELD,
  RECOVERY_CODE_FIELD,
  RECOVERY_CODE_WRONG,
  SETUP_NEEDED,
} from '@/features/staff/totp/words'

/**
 * The second step of a sign-in. Payload 3.90's login compares the password, then runs the users'
 * `beforeLogin` hooks, and only then signs the token; a hook that throws ends the sign-in there
 * (Payload revokes the session it had begun, and the studio's session store never stores it:
 * mends/sessionStore.ts stores a session after the sign-in, in `afterLogin`). So the
 * check is a `beforeLogin` hook (collections/Users/hooks/twoStep.ts): no token, cookie or session
 * exists for a sign-in whose second step is missing or wrong. Every refusal here stays counted as
 * a failed sign-in by the sign-in limits (hooks/signIn.ts gives an attempt back only in
 * `afterLogin`): wrong codes are slowed and then refused (429) like wrong passwords.
 */

/** What a sign-in brought besides its e-mail and password. */
export type SecondStepInput = { code?: string; recoveryCode?: string }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/**
 * The code a sign-in carries: `code` or `recoveryCode` next to the e-mail and password. Payload's
 * REST login hands its operation the e-mail and password only, so for the REST API they are read
 * from the request's body; the Local API passes its `data` whole.
 */
export function secondStepInput(
  data: Record<string, unknown> | undefined,
  req: Pick<PayloadRequest, 'data' | 'payloadAPI'>,
): SecondStepInput {
  const body = req.payloadAPI === 'REST' ? (req.data as Record<string, unknown> | undefined) : {}
  return {
    code: text(data?.[CODE_FIELD]) ?? text(body?.[CODE_FIELD]),
    recoveryCode: text(data?.[RECOVERY_CODE_FIELD]) ?? text(body?.[RECOVERY_CODE_FIELD]),
  }
}

/**
 * Checks the second step of `user`'s sign-in, whose password was right: returns when the account
 * needs none or it is right, and throws a TwoStepRefusal otherwise. An account without it that
 * must use it (an admin, when the Business profile requires it) is refused until it is set up,
 * which the sign-in form does before any session starts (./endpoints.ts).
 */
export async function checkSecondStep(
  req: PayloadRequest,
  user: { id: number | string; role?: unknown; [ENABLED_FIELD]?: unknown },
  input: SecondStepInput,
): Promise<void> {
  const { payload } = req
  const state = await readTwoStep(payload, user.id)
  await keepEnabledShown(payload, user, state)
  if (!state.enabled) {
    if (await mustUseTwoStep(payload, user, req)) {
      throw new TwoStepRefusal('setup', SETUP_NEEDED, 403)
    }
    return
  }
  await spendSecondStep(req, user.id, state, input)
}

/**
 * Uses the code or recovery code of an account that has two-step sign-in on, or throws a
 * TwoStepRefusal: a code is good once (./store.ts).
 */
export async function spendSecondStep(
  req: PayloadRequest,
  userId: number | string,
  state: TwoStepState,
  input: SecondStepInput,
): Promise<void> {
  const { payload } = req
  if (input.recoveryCode !== undefined) {
    const use = await spendRecoveryCode(payload, userId, state, input.recoveryCode)
    if (use !== 'ok') throw new TwoStepRefusal('wrong', RECOVERY_CODE_WRONG)
    payload.logger.info({ user: userId }, 'Two-step sign-in: a recovery code was used')
    return
  }
  if (input.code === undefined) throw new TwoStepRefusal('code', CODE_NEEDED)
  if (!state.secret) throw new TwoStepRefusal('wrong', CODE_WRONG)
  const { use } = await spendCode(payload, userId, state, state.secret, input.code)
  if (use === 'used') throw new TwoStepRefusal('wrong', CODE_USED)
  if (use === 'wrong') throw new TwoStepRefusal('wrong', CODE_WRONG)
}

/**
 * The context of the sign-in that follows a setup confirmed while signing in (./endpoints.ts):
 * the account's id, whose code was checked a moment ago.
 */
export const JUST_SET_UP = 'twoStepJustSetUp'
