import {
  AuthenticationError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { PASSWORD_CHECK } from '@/mends/sessionStore'
import {
  CURRENT_PASSWORD,
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_MISSING,
  CURRENT_PASSWORD_WRONG,
} from '@/features/staff/currentPassword'
import { normalEmail } from '@/features/staff/emailChange'
import { passwordProblem } from '@/features/staff/server/password'
import { accountOfPasswordLink } from '@/features/staff/server/passwordLink'

type FieldError = { path: string; label: string; message: string }

const NEW = { path: 'password', label: 'Password' }
const CURRENT = { path: CURRENT_PASSWORD, label: 'Current password' }

/** A refusal the studio shows on its fields (Payload's ValidationError, 400). */
const refuse = (errors: FieldError[]) => new ValidationError({ collection: 'users', errors })

/**
 * Whether `password` is the account's current password, asked of Payload's own sign-in (there is
 * no public check of a password alone). The sign-in starts no session (PASSWORD_CHECK), counts
 * like any other against the sign-in limits of the request's address (hooks/signIn.ts), so a
 * stolen session cannot try passwords here faster than at the sign-in page, and refuses the same
 * way when they are full (429).
 */
async function isCurrentPassword(req: PayloadRequest, email: string, password: string) {
  try {
    await req.payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: req.headers },
      context: { [PASSWORD_CHECK]: true },
    })
    return true
  } catch (error) {
    if (error instanceof AuthenticationError) return false
    throw error
  }
}

/**
 * A new password, on a new account or a change (through the studio or the API): long enough and
 * not easy to guess, the account's e-mail and name counted among the first guesses
 * (features/staff/server/password.ts). Users who change their own password or e-mail address
 * also give the current password (`currentPassword`, never stored), so a session left open is
 * not enough to take the account: not by a new password, nor by a new address that the next
 * "Forgot password?" link would go to. An admin who sets another user's password or address is
 * not asked for it (they cannot know it); a new password ends the user's sessions
 * (mends/sessionStore.ts), a new address is told to the old one (hooks/emailChange.ts), and new
 * accounts choose their own password from an invitation anyway.
 */
export const checkNewPassword: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const current = (data as Record<string, unknown>)[CURRENT_PASSWORD]
  delete (data as Record<string, unknown>)[CURRENT_PASSWORD]
  const newPassword = typeof data.password === 'string'
  const newEmail =
    operation === 'update' &&
    typeof data.email === 'string' &&
    normalEmail(data.email) !== normalEmail(originalDoc?.email)
  if (!newPassword && !newEmail) return data

  const errors: FieldError[] = []
  if (newPassword) {
    const problem = await passwordProblem(data.password, [
      data.email ?? originalDoc?.email,
      data.name ?? originalDoc?.name,
    ])
    if (problem) errors.push({ ...NEW, message: problem })
  }

  const self =
    operation === 'update' &&
    req.user?.collection === 'users' &&
    String(req.user.id) === String(originalDoc?.id)
  if (self) {
    if (typeof current !== 'string' || !current) {
      const message = newPassword ? CURRENT_PASSWORD_MISSING : CURRENT_PASSWORD_FOR_EMAIL
      errors.push({ ...CURRENT, message })
    } else if (!errors.length && !(await isCurrentPassword(req, originalDoc.email, current))) {
      errors.push({ ...CURRENT, message: CURRENT_PASSWORD_WRONG })
    }
  }
  if (errors.length) throw refuse(errors)
  return data
}

/**
 * A password chosen from a reset (or invitation) link: the same rule as any new password, for the
 * link's account. A link that opens none is left to Payload, which refuses it (403) before any
 * password is weighed.
 */
export const checkResetPassword: CollectionBeforeOperationHook<'users'> = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const { token, password } = args.data as { token?: unknown; password?: unknown }
  const account = await accountOfPasswordLink(req.payload, token, req)
  if (!account) return args
  const problem = await passwordProblem(password, [account.email, account.name])
  if (problem) throw refuse([{ ...NEW, message: problem }])
  return args
}
