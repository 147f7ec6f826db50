import { after } from 'next/server'
import { addDataAndFileToRequest, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { knownDevice } from '@/features/staff/server/device'
import { accountKey, accountOf, signInAddress, tryAgainIn } from '@/features/staff/server/signIn'
import { addressKey } from '@/lib/rate-limit/address'
import { sharedRateLimiter } from '@/lib/rate-limit/limiter'
import { counterStore } from '@/lib/rate-limit/store'

/** What every accepted request is told, whether or not the address has an account. */
export const FORGOT_PASSWORD_SENT =
  'If this address has a studio account, a link to choose a new password is on its way.'

export const forgotPasswordTooOften = (retryAfter: number) =>
  `Too many password links asked for from here. ${tryAgainIn(retryAfter)}`

const body = z.object({ email: z.string().trim().min(1).max(254) })

/**
 * The store the limits below count in: where the site's other limits do, on the Payload of the
 * request (this endpoint is Payload's: it may not reach for Payload's client, made from the
 * config that lists it).
 */
const storeOn = (payload: Payload) => counterStore(process.env, async () => payload)

/** Links asked for from one address (IPv6: its /64): refused past it, with the wait. */
const perAddress = (payload: Payload) =>
  sharedRateLimiter(
    'forgot-password',
    process.env.FORGOT_PASSWORD_RATE_LIMIT,
    { limit: 10, windowMs: 15 * 60_000 },
    storeOn(payload),
  )

/**
 * E-mails to one account asked for by one requester (a browser known to the account, else an
 * address): past it, nothing more is sent, and the answer stays the same.
 */
const perRequester = (payload: Payload) =>
  sharedRateLimiter(
    'forgot-password-account',
    process.env.FORGOT_PASSWORD_ACCOUNT_LIMIT,
    { limit: 3, windowMs: 60 * 60_000 },
    storeOn(payload),
  )

/** E-mails to one account asked for from browsers it does not know, all together. */
const perAccount = (payload: Payload) =>
  sharedRateLimiter(
    'forgot-password-ceiling',
    process.env.FORGOT_PASSWORD_ACCOUNT_CEILING,
    { limit: 20, windowMs: 60 * 60_000 },
    storeOn(payload),
  )

/**
 * Whether one more e-mail may go to `email`. A browser known to the account (device.ts) counts
 * only against itself, so strangers asking for the owner's links never use up the owner's own;
 * any other browser counts per address and account, and under the account's ceiling.
 */
async function mayEmail(req: PayloadRequest, email: string): Promise<boolean> {
  const account = accountKey(email)
  const device = knownDevice(req.headers, email)
  if (device) return (await perRequester(req.payload).consume(`${device} ${account}`)).ok
  const pair = await perRequester(req.payload).consume(
    `${addressKey(signInAddress(req.headers))} ${account}`,
  )
  return pair.ok && (await perAccount(req.payload).consume(account)).ok
}

/**
 * `work` once the answer has gone out (Next.js's `after`): run at once, its first steps (looking
 * the address up, writing the token) would hold up the answer only when there is an account. A
 * call outside a request Next.js serves (a test calling the handler) runs it on the next turn.
 */
function afterTheAnswer(work: () => Promise<void>) {
  try {
    after(work)
  } catch {
    setTimeout(() => void work(), 0)
  }
}

const answer = (status: number, message: string, retryAfter?: number) =>
  Response.json(status === 200 ? { message } : { errors: [{ message }] }, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
    },
  })

/**
 * `POST /api/users/forgot-password`, in place of Payload's (the studio's "Forgot password?" form
 * posts here). Payload's answered an address without an account at once and one with an account
 * only after writing its token and sending the e-mail, so its time told which addresses have an
 * account (55-250 ms against 12-30 ms). Here the answer is given before anything is looked up,
 * the same for every address, and the link is made and sent after it has gone (Payload's own
 * forgotPassword operation, its e-mail: collections/Users/hooks/passwordReset.ts).
 *
 * One address may ask FORGOT_PASSWORD_RATE_LIMIT times (10 per 15 minutes), then waits (429, the
 * same for every account). Past the e-mail limits (mayEmail) the answer does not change:
 * - one requester sends one account at most FORGOT_PASSWORD_ACCOUNT_LIMIT e-mails (3 an hour);
 * - browsers the account does not know send it at most FORGOT_PASSWORD_ACCOUNT_CEILING all
 *   together (20 an hour), so a crowd of addresses cannot fill the inbox. The owner's own browser
 *   is not held by it; on a browser the account has never used, the owner shares it with them.
 * Payload's own interval (15 seconds between e-mails to one account) holds as well.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const byAddress = await perAddress(req.payload).consume(signInAddress(req.headers))
    if (!byAddress.ok) {
      return answer(429, forgotPasswordTooOften(byAddress.retryAfter), byAddress.retryAfter)
    }
    try {
      await addDataAndFileToRequest(req)
    } catch {
      return answer(400, 'Type the e-mail address of your account.')
    }
    const parsed = body.safeParse(req.data)
    if (!parsed.success) return answer(400, 'Type the e-mail address of your account.')

    const email = accountOf(parsed.data.email)
    if (await mayEmail(req, email)) {
      const { payload } = req
      afterTheAnswer(() =>
        payload
          .forgotPassword({ collection: 'users', data: { email } })
          .then(() => undefined)
          .catch((error: unknown) =>
            payload.logger.error({ err: error }, 'A password link could not be sent'),
          ),
      )
    }
    return answer(200, FORGOT_PASSWORD_SENT)
  },
}
