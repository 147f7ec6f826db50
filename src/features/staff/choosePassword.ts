import { PASSWORD_REFUSALS } from '@/features/staff/password'

/**
 * The page where a studio user chooses their password, from an invitation's e-mail or a forgotten
 * password's: /choose-password/<token>, one of the site's pages, with the business's name and
 * logo. A plain HTML form that posts to the users' `/choose-password` endpoint
 * (./server/choosePassword.ts), so nothing typed waits on a script: Payload's own reset page
 * (`/admin/reset/<token>`, which now forwards here) reset its form's state as the studio's
 * script settled, and a password typed by then was lost with the press that followed.
 */
export const CHOOSE_PASSWORD_PAGE = '/choose-password'

export const choosePasswordPath = (token: string) =>
  `${CHOOSE_PASSWORD_PAGE}/${encodeURIComponent(token)}`

/**
 * Where the form goes once the password is chosen, for an account with two-step sign-in (which
 * the link alone does not sign in): the sign-in page, which says the password is set.
 */
export const PASSWORD_CHOSEN = 'chosen'
export const PASSWORD_CHOSEN_SIGN_IN = `/admin/login?password=${PASSWORD_CHOSEN}`

/**
 * Why a password or a link was refused: the page's `?problem=`, which it says in words (a
 * password's refusals: ./password.ts).
 */
export const CHOOSE_PASSWORD_PROBLEMS = [...PASSWORD_REFUSALS, 'mismatch', 'expired'] as const

export type ChoosePasswordProblem = (typeof CHOOSE_PASSWORD_PROBLEMS)[number]

export const isChoosePasswordProblem = (value: unknown): value is ChoosePasswordProblem =>
  (CHOOSE_PASSWORD_PROBLEMS as readonly unknown[]).includes(value)
