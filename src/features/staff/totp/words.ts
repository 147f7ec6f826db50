/**
 * Two-step sign-in (issue: a second factor): what the sign-in form, the account page and the
 * server say to each other, with nothing of the server's code, so the studio's client components
 * can use it. The how and why are in ./server/signIn.ts.
 */

/** The users collection's endpoints, under /api/users. */
export const TWO_STEP_PATHS = {
  status: '/totp/status',
  setup: '/totp/setup',
  confirm: '/totp/confirm',
  disable: '/totp/disable',
  recoveryCodes: '/totp/recovery-codes',
  turnOffFor: '/totp/turn-off-for',
} as const

/** The user's field that says whether it is on (the server keeps it; nobody saves it). */
export const ENABLED_FIELD = 'totpEnabled'

/** The sign-in's body fields next to `email` and `password`. */
export const CODE_FIELD = 'code'
export const RECOVERY_CODE_FIELD = 'recoveryCode'

/**
 * What a refused sign-in's error carries in `data.twoStep` (Payload answers
 * `{ errors: [{ name, message, data }] }`): the form's next step.
 * - `code`: the password was right; the account asks for its code.
 * - `setup`: the password was right; the account is an admin's, admins must use two-step sign-in,
 *   and it has none yet: it is set up in the sign-in form before any session starts.
 * - `wrong`: the code (or recovery code) was not right.
 */
export type TwoStepStep = 'code' | 'setup' | 'wrong'

export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.'
export const SETUP_NEEDED =
  'Admins of this studio sign in with two steps: set up an authenticator app now to go on.'
export const CODE_WRONG =
  'That code did not work. Check that your phone’s clock is right and type the newest code.'
export const CODE_USED = 'That code was used already. Wait for the next one.'
export const RECOVERY_CODE_WRONG = 'That recovery code did not work, or it was used already.'
export const SETUP_EXPIRED = 'The setup took too long. Start it again.'
export const TWO_STEP_ALREADY_ON = 'Two-step sign-in is already on for this account.'
export const TWO_STEP_OFF = 'Two-step sign-in is not on for this account.'
export const TWO_STEP_REQUIRED_FOR_ADMINS =
  'Admins must use two-step sign-in here, so it cannot be turned off. An admin can turn off the requirement in the Business profile.'
export const OWN_ACCOUNT_ONLY = 'Sign in to change two-step sign-in on your own account.'
export const ADMINS_FOR_OTHERS_ONLY =
  'Only an admin turns two-step sign-in off for someone else (on your own account: your password and a code).'
export const FROM_THIS_SITE_ONLY = 'This can only be sent from this site.'

/** How many recovery codes an account gets, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10
/** A recovery code: ten letters and digits, shown in two groups of five (`7kq2m-x9fhd`). */
export const RECOVERY_CODE_LENGTH = 10
/** Its letters: Crockford's base 32, lower case (no i, l, o or u to misread). */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/**
 * A recovery code as typed, the way it is stored: spaces and dashes out, lower case, and the
 * letters that Crockford's base 32 reads as digits (i and l as 1, o as 0) made digits.
 */
export function normaliseRecoveryCode(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s\-‐‑‒–—_.]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0')
}

/** A code from an authenticator app as typed: its digits (apps show "123 456"). */
export const normaliseCode = (typed: string) => typed.replace(/[\s\-.]+/g, '')

/** A recovery code as shown: two groups of five. */
export const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`

/** The account page's status of two-step sign-in (GET /api/users/totp/status). */
export type TwoStepStatus = {
  enabled: boolean
  recoveryCodesLeft: number
  /** Whether this account must use it (an admin, and the Business profile requires it). */
  required: boolean
}

/** What the setup endpoint answers: the QR code (an SVG image) and the secret for typing in. */
export type TwoStepSetup = { qr: string; secret: string; uri: string }
