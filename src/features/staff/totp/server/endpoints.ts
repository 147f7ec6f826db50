import {
  AuthenticationError,
  generatePayloadCookie,
  type Endpoint,
  type PayloadRequest,
  type RequestContext,
} from 'payload'
import type { z } from 'zod'

import { knownDevice } from '@/features/staff/server/device'
import { CURRENT_PASSWORD_WRONG } from '@/features/staff/currentPassword'
import { signInAddress, signInThrottle, tooManyAttempts } from '@/features/staff/server/signIn'
import { newRecoveryCodes, newSecret, otpauthUri, stepOfCode } from '@/features/staff/totp/codes'
import {
  confirmSignedIn,
  confirmSigningIn,
  disableBody,
  recoveryCodesBody,
  setupSigningIn,
  turnOffForBody,
} from '@/features/staff/totp/schema'
import { TwoStepProblem, TwoStepRefusal } from '@/features/staff/totp/server/errors'
import { qrImage } from '@/features/staff/totp/server/qr'
import { JUST_SET_UP, spendSecondStep } from '@/features/staff/totp/server/secondStep'
import {
  mustUseTwoStep,
  readTwoStep,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  SETUP_VALID_MS,
  startSetup,
  turnOff,
  turnOn,
  type TwoStepState,
} from '@/features/staff/totp/server/store'
import {
  ADMINS_FOR_OTHERS_ONLY,
  CODE_WRONG,
  FROM_THIS_SITE_ONLY,
  OWN_ACCOUNT_ONLY,
  SETUP_EXPIRED,
  showRecoveryCode,
  TWO_STEP_ALREADY_ON,
  TWO_STEP_OFF,
  TWO_STEP_PATHS,
  TWO_STEP_REQUIRED_FOR_ADMINS,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@/features/staff/totp/words'
import { fromThisSite } from '@/lib/security/fromThisSite'

/**
 * The endpoints of two-step sign-in, under /api/users (words.ts TWO_STEP_PATHS):
 * - `GET status`: on or off, recovery codes left, required or not;
 * - `POST setup`: a new secret, kept on the account (sealed, ./secret.ts) until confirmed, and its
 *   QR code; the browser never gives the secret back, so it cannot choose one;
 * - `POST confirm`: the setup's first code and the current password turn it on, and the ten
 *   recovery codes are answered, once;
 * - `POST disable`: the current password and a code turn it off (not while it is required);
 * - `POST recovery-codes`: a code gives a new set of ten, the old ones no longer good;
 * - `POST turn-off-for`: an admin turns it off for another account (a lost phone and recovery
 *   codes); the account signs in with its password again, or sets it up again where required.
 * Each (but the last) for the signed-in user's own account, posted from the site's own pages only
 * (a page of another site cannot make the visitor's browser send them: fromThisSite), with its
 * body checked by zod (422 otherwise). Passwords are checked by Payload's own sign-in, which counts against the
 * sign-in limits; so do codes, here, so a session left open cannot guess codes faster than the
 * sign-in page lets anyone.
 *
 * Setup and confirm also serve an admin who must use two-step sign-in and has none yet, signing
 * in (no session: the e-mail and password name the account, and nothing else is allowed): once
 * confirmed, the answer starts the session Payload's sign-in would have.
 */

type Options = {
  /** The context of a sign-in that only checks a password and starts no session. */
  passwordCheck: RequestContext
}

type Account = { id: number | string; email: string; role?: unknown }

const noStore = { 'Cache-Control': 'no-store' }

const answer = (body: unknown, init: { status?: number; headers?: HeadersInit } = {}) =>
  Response.json(body, { status: init.status ?? 200, headers: { ...noStore, ...init.headers } })

const refuse = (message: string, status: number) => answer({ errors: [{ message }] }, { status })

async function body(req: PayloadRequest): Promise<unknown> {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    return undefined
  }
}

/** The body read by `schema`, or the 422 to answer. */
async function parse<T>(
  req: PayloadRequest,
  schema: z.ZodType<T>,
): Promise<{ data: T } | { response: Response }> {
  const result = schema.safeParse(await body(req))
  if (result.success) return { data: result.data }
  const issues = result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }))
  return {
    response: answer(
      { errors: [{ message: issues[0]?.message ?? 'Bad request' }], issues },
      { status: 422 },
    ),
  }
}

/** The signed-in studio user, or null. */
const signedIn = (req: PayloadRequest): Account | null =>
  req.user && req.user.collection === 'users' ? (req.user as unknown as Account) : null

/**
 * Whether `password` is the account's, asked of Payload's own sign-in: no session starts
 * (options.passwordCheck), and it counts against the sign-in limits (429 when they are full).
 */
async function isPassword(req: PayloadRequest, options: Options, email: string, password: string) {
  try {
    await req.payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: req.headers },
      context: { ...options.passwordCheck },
    })
    return true
  } catch (error) {
    if (error instanceof AuthenticationError) return false
    throw error
  }
}

/**
 * Runs `check` of a code as one sign-in attempt of the account: refused while the sign-in limits
 * are full, counted as a failure unless it passes.
 */
async function asAttempt(req: PayloadRequest, email: string, check: () => Promise<void>) {
  // Counted as a sign-in is (hooks/signIn.ts): a browser known to the account against itself.
  const from = { address: signInAddress(req.headers), device: knownDevice(req.headers, email) }
  const outcome = await signInThrottle(req.payload).attempt(from, email)
  if (!outcome.ok) throw new TwoStepProblem(tooManyAttempts(outcome.retryAfter), 429)
  await check()
  await signInThrottle(req.payload).succeeded(from, email)
}

/** The account an e-mail names, as Payload's sign-in finds it. */
async function accountByEmail(req: PayloadRequest, email: string): Promise<Account | null> {
  const found = await req.payload.db.findOne<Account>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    req: {},
  })
  return found ?? null
}

const stateOf = (req: PayloadRequest, account: Account): Promise<TwoStepState> =>
  readTwoStep(req.payload, account.id)

/**
 * Who a setup or its confirmation is for: the signed-in user, or (signing in, with the right
 * password) an admin who must use two-step sign-in and has none yet. Null: refused.
 */
async function setupAccount(
  req: PayloadRequest,
  options: Options,
  credentials: { email: string; password: string } | null,
): Promise<Account | null> {
  const user = signedIn(req)
  if (user) return user
  if (!credentials) return null
  if (!(await isPassword(req, options, credentials.email, credentials.password))) {
    throw new AuthenticationError(req.t)
  }
  const account = await accountByEmail(req, credentials.email)
  if (!account) return null
  const state = await stateOf(req, account)
  if (state.enabled || !(await mustUseTwoStep(req.payload, account))) return null
  return account
}

/** The business's name, for the authenticator app's list. */
async function issuer(req: PayloadRequest): Promise<string> {
  const settings = (await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { businessName: true },
  })) as { businessName?: string | null }
  return settings.businessName?.trim() || 'Studio'
}

function endpoint(
  method: 'get' | 'post',
  path: string,
  handler: (req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return {
    method,
    path,
    handler: async (req) => {
      if (method === 'post' && !fromThisSite(req.headers)) return refuse(FROM_THIS_SITE_ONLY, 403)
      return handler(req)
    },
  }
}

export function twoStepEndpoints(options: Options): Endpoint[] {
  const status = endpoint('get', TWO_STEP_PATHS.status, async (req) => {
    const user = signedIn(req)
    if (!user) return refuse(OWN_ACCOUNT_ONLY, 401)
    const state = await stateOf(req, user)
    const body: TwoStepStatus = {
      enabled: state.enabled,
      recoveryCodesLeft: state.enabled ? recoveryCodesLeft(state) : 0,
      required: await mustUseTwoStep(req.payload, user),
    }
    return answer(body)
  })

  const setup = endpoint('post', TWO_STEP_PATHS.setup, async (req) => {
    let credentials: { email: string; password: string } | null = null
    if (!signedIn(req)) {
      const parsed = await parse(req, setupSigningIn)
      if ('response' in parsed) return parsed.response
      credentials = parsed.data
    }
    const account = await setupAccount(req, options, credentials)
    if (!account) return refuse(OWN_ACCOUNT_ONLY, 401)
    const state = await stateOf(req, account)
    if (state.enabled) return refuse(TWO_STEP_ALREADY_ON, 409)
    const secret = newSecret()
    await startSetup(req.payload, account.id, secret)
    const uri = otpauthUri(secret, account.email, await issuer(req))
    const body: TwoStepSetup = { secret, uri, qr: qrImage(uri) }
    return answer(body)
  })

  const confirm = endpoint('post', TWO_STEP_PATHS.confirm, async (req) => {
    const user = signedIn(req)
    const parsed = user
      ? await parse(
          req,
          confirmSignedIn.transform((body) => ({ ...body, email: user.email })),
        )
      : await parse(req, confirmSigningIn)
    if ('response' in parsed) return parsed.response
    const { email, password, code } = parsed.data
    const account = user ?? (await setupAccount(req, options, { email, password }))
    if (!account) return refuse(OWN_ACCOUNT_ONLY, 401)
    const state = await stateOf(req, account)
    if (state.enabled) return refuse(TWO_STEP_ALREADY_ON, 409)
    const pending = state.pending
    if (!pending || pending.startedAt + SETUP_VALID_MS < Date.now()) {
      return refuse(SETUP_EXPIRED, 410)
    }
    // Signed in, the password is asked here (signing in, setupAccount asked it).
    if (user && !(await isPassword(req, options, account.email, password))) {
      return refuse(CURRENT_PASSWORD_WRONG, 401)
    }
    let step = 0
    await asAttempt(req, account.email, async () => {
      const found = stepOfCode(pending.secret, code, Date.now())
      if (found === null) throw new TwoStepRefusal('wrong', CODE_WRONG)
      step = found
    })
    const { codes, stored } = await newRecoveryCodes()
    await turnOn(req.payload, account.id, { secret: pending.secret, recoveryCodes: stored, step })
    req.payload.logger.info({ user: account.id }, 'Two-step sign-in turned on')
    const recoveryCodes = codes.map(showRecoveryCode)
    if (user) return answer({ enabled: true, recoveryCodes })

    // Signing in: the session Payload's sign-in gives, now that its second step is set up.
    const result = await req.payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: req.headers },
      context: { [JUST_SET_UP]: String(account.id) },
    })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token!,
    })
    return answer(
      { enabled: true, recoveryCodes, user: result.user, exp: result.exp },
      { headers: { 'Set-Cookie': cookie } },
    )
  })

  const disable = endpoint('post', TWO_STEP_PATHS.disable, async (req) => {
    const user = signedIn(req)
    if (!user) return refuse(OWN_ACCOUNT_ONLY, 401)
    const parsed = await parse(req, disableBody)
    if ('response' in parsed) return parsed.response
    const state = await stateOf(req, user)
    if (!state.enabled) return refuse(TWO_STEP_OFF, 409)
    if (await mustUseTwoStep(req.payload, user)) return refuse(TWO_STEP_REQUIRED_FOR_ADMINS, 403)
    if (!(await isPassword(req, options, user.email, parsed.data.password))) {
      return refuse(CURRENT_PASSWORD_WRONG, 401)
    }
    await asAttempt(req, user.email, () => spendSecondStep(req, user.id, state, parsed.data))
    await turnOff(req.payload, user.id)
    req.payload.logger.info({ user: user.id }, 'Two-step sign-in turned off')
    return answer({ enabled: false })
  })

  const recoveryCodes = endpoint('post', TWO_STEP_PATHS.recoveryCodes, async (req) => {
    const user = signedIn(req)
    if (!user) return refuse(OWN_ACCOUNT_ONLY, 401)
    const parsed = await parse(req, recoveryCodesBody)
    if ('response' in parsed) return parsed.response
    const state = await stateOf(req, user)
    if (!state.enabled) return refuse(TWO_STEP_OFF, 409)
    await asAttempt(req, user.email, () => spendSecondStep(req, user.id, state, parsed.data))
    const { codes, stored } = await newRecoveryCodes()
    await replaceRecoveryCodes(req.payload, user.id, stored)
    return answer({ recoveryCodes: codes.map(showRecoveryCode) })
  })

  const turnOffFor = endpoint('post', TWO_STEP_PATHS.turnOffFor, async (req) => {
    const user = signedIn(req)
    const parsed = await parse(req, turnOffForBody)
    if ('response' in parsed) return parsed.response
    const target = String(parsed.data.user)
    if (!user || user.role !== 'admin' || String(user.id) === target) {
      return refuse(ADMINS_FOR_OTHERS_ONLY, 403)
    }
    const account = await req.payload.db.findOne<Account>({
      collection: 'users',
      where: { id: { equals: target } },
      req: {},
    })
    if (!account) return refuse('No such account.', 404)
    await turnOff(req.payload, account.id)
    req.payload.logger.info(
      { user: account.id, by: user.id },
      'Two-step sign-in turned off by an admin',
    )
    return answer({ enabled: false })
  })

  return [status, setup, confirm, disable, recoveryCodes, turnOffFor]
}
