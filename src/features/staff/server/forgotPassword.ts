import { after } from 'next/server'
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { accountKey, accountOf, signInAddress } from '@/features/staff/server/signIn'
import { sharedRateLimiter } from '@/lib/rate-limit'

/** What every accepted request is told, whether or not the address has an account. */
export const FORGOT_PASSWORD_SENT =
  'If this address has a studio account, a link to choose a new password is on its way.'

export const forgotPasswordTooOften = (retryAfter: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return `Too many password links asked for from here. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

const body = z.object({ email: z.string().trim().min(1).max(254) })

/** Links asked for from one address (IPv6: its /64): refused past it, with the wait. */
const perAddress = () =>
  sharedRateLimiter('forgot-password', process.env.FORGOT_PASSWORD_RATE_LIMIT, {
    limit: 10,
    windowMs: 15 * 60_000,
  })

/** E-mails to one account: past it, nothing more is sent, and the answer stays the same. */
const perAccount = () =>
  sharedRateLimiter('forgot-password-account', process.env.FORGOT_PASSWORD_ACCOUNT_LIMIT, {
    limit: 3,
    windowMs: 60 * 60_000,
  })

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
 * same for every account). One account gets at most FORGOT_PASSWORD_ACCOUNT_LIMIT e-mails (3 an
 * hour), however many addresses ask, so nobody can fill an inbox; past it the answer does not
 * change.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const byAddress = await perAddress().consume(signInAddress(req.headers))
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
    if ((await perAccount().consume(accountKey(email))).ok) {
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
