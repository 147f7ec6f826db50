import crypto from 'node:crypto'

import { Secret, TOTP } from 'otpauth'

import {
  normaliseCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@/features/staff/totp/words'

/**
 * The codes of two-step sign-in, with nothing of Payload (unit-tested on their own):
 * - the authenticator app's: TOTP (RFC 6238) as the apps make it by default, SHA-1, 6 digits, a
 *   new one every 30 seconds, by `otpauth`; the one before and the one after are taken too (a
 *   phone's clock a little off, a code typed as it changed);
 * - ten recovery codes, each good once: random, shown once, stored only as hashes.
 *
 * Why `otpauth` and not `payload-totp` (3.0.1): that plugin lets Payload start a session on the
 * password alone and then wraps every collection's access with a check of its own cookie (so a
 * stolen password does open a session), needs a header set by a middleware, and has no recovery
 * codes. Here Payload starts no session until the second step is right (./server/signIn.ts).
 */
export const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const

/** Codes of the steps this far either side of now are taken. */
export const TOTP_WINDOW = 1

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base 32. */
export const newSecret = () => new Secret({ size: 20 }).base32

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret), label, issuer })

/** The `otpauth://` address an app takes (the QR code holds it): the business, the account. */
export const otpauthUri = (secret: string, account: string, issuer: string) =>
  totpOf(secret, account, issuer).toString()

/** The 30-second step a moment falls in (milliseconds since 1970). */
export const stepAt = (now: number) => Math.floor(now / 1000 / TOTP_OPTIONS.period)

/** The code of `secret` at `now`: what the app shows (tests use it). */
export const codeAt = (secret: string, now: number) => totpOf(secret).generate({ timestamp: now })

/**
 * The step whose code `typed` is, within TOTP_WINDOW of `now`, or null when it is none of them.
 * Whether the step was used already is the caller's to check (./server/store.ts).
 */
export function stepOfCode(secret: string, typed: unknown, now: number): number | null {
  if (typeof typed !== 'string') return null
  const token = normaliseCode(typed)
  if (!new RegExp(`^\\d{${TOTP_OPTIONS.digits}}$`).test(token)) return null
  const delta = totpOf(secret).validate({ token, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : stepAt(now) + delta
}

/** One random recovery code, normalised (`normaliseRecoveryCode`). */
function newRecoveryCode(): string {
  // 32 letters: each random byte's low five bits pick one, evenly.
  const bytes = crypto.randomBytes(RECOVERY_CODE_LENGTH)
  return [...bytes].map((byte) => RECOVERY_CODE_ALPHABET[byte & 31]).join('')
}

/**
 * A recovery code's hash: scrypt with the set's salt. Fifty random bits is plenty against guesses
 * at the sign-in (which the sign-in limits slow); a slow hash keeps them out of reach of someone
 * who has only a copy of the database, too.
 */
const SCRYPT = { N: 1 << 13, r: 8, p: 1, keyLength: 32 }

export function hashRecoveryCode(code: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      normaliseRecoveryCode(code),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p },
      (error, key) => (error ? reject(error) : resolve(key.toString('base64url'))),
    )
  })
}

/** A set of recovery codes as stored: its salt and the codes' hashes, never the codes. */
export type RecoveryCodeSet = { salt: string; hashes: string[] }

/** A new set: the codes to show once, and what is stored of them. */
export async function newRecoveryCodes(
  count = RECOVERY_CODE_COUNT,
): Promise<{ codes: string[]; stored: RecoveryCodeSet }> {
  const codes = new Set<string>()
  while (codes.size < count) codes.add(newRecoveryCode())
  const salt = crypto.randomBytes(16).toString('base64url')
  const list = [...codes]
  const hashes = await Promise.all(list.map((code) => hashRecoveryCode(code, salt)))
  return { codes: list, stored: { salt, hashes } }
}

/** Whether `value` is a stored set (the database's JSON, read back). */
export const isRecoveryCodeSet = (value: unknown): value is RecoveryCodeSet =>
  typeof (value as RecoveryCodeSet | null)?.salt === 'string' &&
  Array.isArray((value as RecoveryCodeSet).hashes) &&
  (value as RecoveryCodeSet).hashes.every((hash) => typeof hash === 'string')

/**
 * The stored hash `typed` matches in `set`, or null. Only a typed code of the right length and
 * letters is hashed at all. Whether it was used already is the caller's to check.
 */
export async function matchRecoveryCode(
  set: RecoveryCodeSet,
  typed: unknown,
): Promise<string | null> {
  if (typeof typed !== 'string') return null
  const code = normaliseRecoveryCode(typed)
  const pattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`)
  if (!pattern.test(code)) return null
  const hash = Buffer.from(await hashRecoveryCode(code, set.salt))
  const found = set.hashes.find((stored) => {
    const other = Buffer.from(stored)
    return other.length === hash.length && crypto.timingSafeEqual(other, hash)
  })
  return found ?? null
}
