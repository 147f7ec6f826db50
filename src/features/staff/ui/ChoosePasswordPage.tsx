import Link from 'next/link'

import { PageHero } from '@/components/PageHero'
import { ctaButtonLight } from '@/components/ui/styles'
import {
  choosePasswordPath,
  isChoosePasswordProblem,
  type ChoosePasswordProblem,
} from '@/features/staff/choosePassword'
import {
  PASSWORD_MIN_LENGTH,
  isPasswordRefusal,
  passwordRefusalMessage,
} from '@/features/staff/password'
import { accountOfPasswordLink } from '@/features/staff/server/passwordLink'
import { getPayloadClient } from '@/lib/payload/client'

const OTHER_PROBLEMS = {
  mismatch: 'The two passwords are not the same. Type the new password twice.',
  expired: 'This link has expired or was used already.',
}

const problemMessage = (problem: ChoosePasswordProblem) =>
  isPasswordRefusal(problem) ? passwordRefusalMessage(problem) : OTHER_PROBLEMS[problem]

const input =
  'mt-1.5 block w-full rounded-md border border-charcoal-900/40 bg-white px-3 py-2 text-base text-charcoal-900 focus-ring-light'

/**
 * /choose-password/<token> (features/staff/choosePassword.ts): the form of an invitation's or a
 * forgotten password's link, or, for a link that has expired or was used, what to do. A refused
 * password comes back here with `?problem=`, said above the button.
 */
export async function ChoosePasswordPage({ token, problem }: { token: string; problem?: string }) {
  const payload = await getPayloadClient()
  const [account, settings] = await Promise.all([
    accountOfPasswordLink(payload, token),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const crumbs = [{ name: 'Choose your password', path: choosePasswordPath(token) }]
  if (!account) {
    return (
      <>
        <PageHero title="This link no longer works" crumbs={crumbs} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8" data-problem="expired">
          <p>
            A link to choose a password works once, for a short while. Ask for a new one on the{' '}
            <Link href="/admin/forgot">Forgot password</Link> page, or ask the person who invited
            you to send a new invitation.
          </p>
        </div>
      </>
    )
  }
  const message = isChoosePasswordProblem(problem) ? problemMessage(problem) : null
  return (
    <>
      <PageHero
        title="Choose your password"
        intro={`For ${account.email}, in the ${settings.businessName} studio, where the site is run.`}
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-xl px-4 py-8" data-form-page>
        <form
          action="/api/users/choose-password"
          method="post"
          className="space-y-5 rounded-lg bg-white p-5 shadow-sm sm:p-6"
          aria-describedby={message ? 'choose-password-error' : undefined}
        >
          <input type="hidden" name="token" value={token} />
          {/* For a password manager: the account the new password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={account.email}
            readOnly
            hidden
          />
          <div>
            <label htmlFor="choose-password" className="block font-semibold text-charcoal-900">
              New password
            </label>
            <input
              id="choose-password"
              className={input}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
              aria-describedby="choose-password-hint"
            />
            <p id="choose-password-hint" className="mt-1.5 text-sm text-charcoal-700">
              At least {PASSWORD_MIN_LENGTH} characters. A few words you will remember make a good
              one.
            </p>
          </div>
          <div>
            <label htmlFor="choose-confirm" className="block font-semibold text-charcoal-900">
              The same password again
            </label>
            <input
              id="choose-confirm"
              className={input}
              type="password"
              name="confirm"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
          </div>
          <p
            id="choose-password-error"
            role="alert"
            className="rounded-md bg-red-50 p-3 font-medium text-red-800 empty:hidden"
          >
            {message}
          </p>
          <button type="submit" className={`${ctaButtonLight} w-full sm:w-auto`}>
            Choose your password
          </button>
        </form>
      </div>
    </>
  )
}
