import { generatePayloadCookie, type Endpoint, type PayloadRequest } from 'payload'

import {
  choosePasswordPath,
  PASSWORD_CHOSEN_SIGN_IN,
  type ChoosePasswordProblem,
} from '@/features/staff/choosePassword'
import { passwordRefusal } from '@/features/staff/server/password'
import { accountOfPasswordLink } from '@/features/staff/server/passwordLink'
import { fromThisSite } from '@/lib/security/fromThisSite'

/** A 303 to `location` (relative: the browser keeps the address it came on), with its cookie. */
const seeOther = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: location,
      'Cache-Control': 'no-store',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    },
  })

/**
 * `POST /api/users/choose-password`: the choose-password page's form (features/staff/
 * choosePassword.ts), as `application/x-www-form-urlencoded` fields `token`, `password` and
 * `confirm`. The password is set through Payload's reset operation (its hooks check it and end
 * the account's other sessions), the new session's cookie is set, and the browser goes on to the
 * studio. A refusal goes back to the page, which says why: a link that no longer works is said
 * before anything of the password, which is weighed against the account's e-mail and name.
 *
 * Only from the site's own page: a form on another site, posting the attacker's own valid token,
 * would sign the visitor into the attacker's account (login CSRF), so a post whose browser says
 * it comes from elsewhere is refused before anything is read (fromThisSite).
 */
export const choosePasswordEndpoint: Endpoint = {
  path: '/choose-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!fromThisSite(req.headers)) {
      return new Response('This form can only be sent from this site.', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
    const fields = new URLSearchParams((await req.text?.()) ?? '')
    const token = fields.get('token') ?? ''
    const password = fields.get('password') ?? ''
    const back = (problem: ChoosePasswordProblem) =>
      seeOther(`${choosePasswordPath(token)}?problem=${problem}`)
    const account = await accountOfPasswordLink(req.payload, token, req)
    if (!account) return back('expired')
    if (password !== (fields.get('confirm') ?? '')) return back('mismatch')
    const refusal = await passwordRefusal(password, [account.email, account.name])
    if (refusal) return back(refusal)
    try {
      const result = await req.payload.resetPassword({
        collection: 'users',
        data: { token, password },
        overrideAccess: true,
        req,
      })
      // An account with two-step sign-in starts no session here: it signs in with the new
      // password and its code (collections/Users/hooks/twoStep.ts).
      if (!result.token) return seeOther(PASSWORD_CHOSEN_SIGN_IN)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token,
      })
      return seeOther('/admin', cookie)
    } catch (error) {
      req.payload.logger.info({ err: error }, 'A password link was refused')
      return back('expired')
    }
  },
}
