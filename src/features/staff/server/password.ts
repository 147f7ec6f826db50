import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

import {
  PASSWORD_MIN_LENGTH,
  passwordRefusalMessage,
  type PasswordRefusal,
  type PasswordWeakness,
} from '@/features/staff/password'

/**
 * zxcvbn's score (0 to 4) a password needs: 3 is "safely unguessable", about 10^10 guesses and
 * more, the least it counts as safe against an attacker who has the hashes.
 */
export const PASSWORD_MIN_SCORE = 3

/** zxcvbn's warnings (its translation keys), as what the site says of them. */
const WEAKNESS_OF: Record<string, PasswordWeakness> = {
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  straightRow: 'sequence',
  keyPattern: 'sequence',
  sequences: 'sequence',
  recentYears: 'date',
  dates: 'date',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  userInputs: 'personal',
}

/**
 * How many of a password's first characters zxcvbn weighs (its `maxLength`; the rest is not held
 * against it): enough for a strong passphrase, and the time an estimate takes, which grows quickly
 * with the length, stays a fraction of a second.
 */
const PASSWORD_ESTIMATED_LENGTH = 64

let estimator: Promise<ZxcvbnFactory> | undefined

/**
 * zxcvbn-ts with its common dictionaries (leaked passwords, keyboard layouts) and its English ones
 * (words, names, Wikipedia), made the first time a password is set and kept: some megabytes the
 * server loads only then, and no page ever (only the server imports this module). Without
 * translations its warnings come back as their keys, which WEAKNESS_OF reads.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_ESTIMATED_LENGTH,
      }),
    (error: unknown) => {
      estimator = undefined
      throw error
    },
  )
  return estimator
}

/**
 * What zxcvbn should guess first for this user: their e-mail address and name, whole, run
 * together and in words ("hank.pierce@timberline.example" gives "hank.pierce", "hankpierce",
 * "hank", "pierce", "timberline"...).
 */
export function personalWords(inputs: readonly unknown[]): string[] {
  const words = new Set<string>()
  for (const input of inputs) {
    if (typeof input !== 'string') continue
    const text = input.trim().toLowerCase()
    if (!text) continue
    const local = text.split('@')[0]
    for (const whole of [text, local]) {
      words.add(whole)
      words.add(whole.replace(/[^\p{L}\p{N}]+/gu, ''))
    }
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word)
  }
  words.delete('')
  return [...words]
}

/**
 * Why `password` cannot be a studio password, as a code, or null when it can: shorter than
 * PASSWORD_MIN_LENGTH characters, or scored below PASSWORD_MIN_SCORE by zxcvbn, which is given
 * the user's e-mail address and name (`personal`) to guess first.
 */
export async function passwordRefusal(
  password: unknown,
  personal: readonly unknown[] = [],
): Promise<PasswordRefusal | null> {
  if (typeof password !== 'string' || [...password].length < PASSWORD_MIN_LENGTH) return 'short'
  const zxcvbn = await loadEstimator()
  const { score, feedback } = zxcvbn.check(password, personalWords(personal))
  if (score >= PASSWORD_MIN_SCORE) return null
  return (feedback.warning && WEAKNESS_OF[feedback.warning]) || 'easy'
}

/** Why `password` cannot be a studio password, in plain words, or null when it can. */
export async function passwordProblem(
  password: unknown,
  personal: readonly unknown[] = [],
): Promise<string | null> {
  const refusal = await passwordRefusal(password, personal)
  return refusal && passwordRefusalMessage(refusal)
}
