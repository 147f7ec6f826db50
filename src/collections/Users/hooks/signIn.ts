import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import { deviceCookie, knownDevice } from '@/features/staff/server/device'
import {
  type AttemptFrom,
  accountOf,
  hashInVain,
  signInAddress,
  signInThrottle,
  tooManyAttempts,
} from '@/features/staff/server/signIn'

/** The request's note of an attempt counted by throttleSignIn, for signInSucceeded. */
const ATTEMPT = 'signInAttempt'

/** A refused attempt: 429, with the one message known and unknown addresses both get. */
export class TooManyAttempts extends APIError {
  /** Its name in payload.config.ts `loggingLevels` (set here: a minified build renames classes). */
  static readonly errorName = 'TooManyAttempts'
  constructor(message: string) {
    super(message, 429, undefined, true)
    this.name = TooManyAttempts.errorName
  }
}

/**
 * Before Payload compares a password (Users' beforeOperation, for every sign-in: the studio's
 * form, the REST API, the Local API): refused while the browser's counts are full (its device's
 * own when it is known to the account, else the address's and the account's), counted as a
 * failure until it succeeds. An address without an account is hashed as a
 * password would be, so that the answer takes as long as a wrong password's.
 */
export const throttleSignIn: CollectionBeforeOperationHook<'users'> = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  const account = accountOf(email)
  const from: AttemptFrom = {
    address: signInAddress(req.headers),
    device: knownDevice(req.headers, account),
  }
  const outcome = await signInThrottle(req.payload).attempt(from, account)
  if (!outcome.ok) throw new TooManyAttempts(tooManyAttempts(outcome.retryAfter))
  req.context[ATTEMPT] = { from, account }

  if (account && typeof password === 'string' && password.trim()) {
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: account } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) await hashInVain(password)
  }
  return args
}

/** The browser of `req` becomes known to the account `email` (its answer sets the cookie). */
function knowBrowser(req: PayloadRequest, email: string) {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', deviceCookie(req.headers, email))
}

/** A right password: the attempt is not a failure, and the browser is known to the account. */
export const signInSucceeded: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = req.context[ATTEMPT] as { from: AttemptFrom; account: string } | undefined
  if (!attempt) return user
  req.context[ATTEMPT] = undefined
  await signInThrottle(req.payload).succeeded(attempt.from, attempt.account)
  knowBrowser(req, attempt.account)
  return user
}

/**
 * A password chosen from the account's e-mail (Payload's reset, which the choose-password page
 * uses too) proves the browser is the account's: it becomes known, so a crowd of strangers
 * holding the account's ceiling never keeps its owner out once they have reset.
 */
export const knowBrowserOnReset: CollectionAfterOperationHook<'users'> = ({
  operation,
  req,
  result,
}) => {
  const email = operation === 'resetPassword' ? result?.user?.email : undefined
  if (typeof email === 'string' && email) knowBrowser(req, email)
  return result
}

/** What the studio says where Payload's "Unlock" would be: no account is ever locked. */
export const NO_ACCOUNT_LOCK =
  'Accounts are never locked. Failed sign-ins are slowed for a while, and the wait ends by itself.'

/**
 * Payload's `POST /api/users/unlock`, which opened an account lock that no longer exists: 404,
 * the same for every address (Payload's answered whether the address had an account). The
 * studio shows no Unlock button without `maxLoginAttempts`.
 */
export const noAccountLock: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: () => Response.json({ errors: [{ message: NO_ACCOUNT_LOCK }] }, { status: 404 }),
}
