/**
 * What a studio password must be: PASSWORD_MIN_LENGTH characters at least, and none of the common
 * passwords a guesser tries first. Checked by the server wherever a password is set: a new
 * account, a change in the studio or the API, a reset from the e-mail's link
 * (collections/Users/hooks/password.ts).
 */
export const PASSWORD_MIN_LENGTH = 12

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`
export const PASSWORD_TOO_COMMON =
  'This is one of the most common passwords, the first ones guessed. Choose another.'

let common: Promise<Set<string>> | undefined

/**
 * zxcvbn-ts's list of common passwords (`@zxcvbn-ts/language-common`: 49,233 from leaked password
 * sets, most used first), of which only those long enough to pass the length rule are kept (308;
 * the rest are refused already). Only that list of the package is loaded, the first time a
 * password is checked: about 2 MB from then on.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then(
    ({ default: list }) =>
      new Set(list.filter((password) => [...password].length >= PASSWORD_MIN_LENGTH)),
  )
  return common
}

/** Why `password` cannot be a studio password, or null when it can. */
export async function passwordProblem(password: unknown): Promise<string | null> {
  if (typeof password !== 'string' || [...password].length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_TOO_SHORT
  }
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_TOO_COMMON
  return null
}
