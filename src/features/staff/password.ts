/**
 * What a studio password must be, in words: PASSWORD_MIN_LENGTH characters at least, and not easy
 * to guess (zxcvbn-ts's estimate, in ./server/password.ts, which the server applies wherever a
 * password is set: a new account, a change in the studio or the API, a reset from the e-mail's
 * link, the first admin from ADMIN_PASSWORD; collections/Users/hooks/password.ts). Only words and
 * codes here, with nothing of the estimator, so that the choose-password page's codes
 * (../choosePassword.ts) cost the proxy nothing.
 */
export const PASSWORD_MIN_LENGTH = 12

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`
export const PASSWORD_TOO_EASY = 'This password is too easy to guess: add a few more words.'

/** What makes a refused password easy to guess, said after PASSWORD_TOO_EASY. */
const WEAKNESSES = {
  repeat: 'Letters said again and again, like "aaaa" or "abcabc", are among the first guesses.',
  sequence: 'Runs like "abcd", "1234" or a row of the keyboard are among the first guesses.',
  date: 'Dates and years are among the first guesses.',
  common: 'It is one of the most used passwords, or close to one.',
  word: 'A single word or name, even with a few numbers or capitals, is guessed quickly.',
  personal: 'It is made from your name or e-mail address.',
} as const

export type PasswordWeakness = keyof typeof WEAKNESSES

/**
 * Why a password is refused, as a code (the choose-password page's `?problem=`): too short, too
 * easy to guess with no more said, or too easy for one of the WEAKNESSES.
 */
export const PASSWORD_REFUSALS = [
  'short',
  'easy',
  ...(Object.keys(WEAKNESSES) as PasswordWeakness[]),
] as const

export type PasswordRefusal = (typeof PASSWORD_REFUSALS)[number]

export const isPasswordRefusal = (value: unknown): value is PasswordRefusal =>
  (PASSWORD_REFUSALS as readonly unknown[]).includes(value)

/** A refusal in plain words. */
export function passwordRefusalMessage(refusal: PasswordRefusal): string {
  if (refusal === 'short') return PASSWORD_TOO_SHORT
  if (refusal === 'easy') return PASSWORD_TOO_EASY
  return `${PASSWORD_TOO_EASY} ${WEAKNESSES[refusal]}`
}
