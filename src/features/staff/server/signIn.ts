import crypto from 'node:crypto'

import {
  addressKey,
  clientAddress,
  parseRateLimit,
  retryAfterSeconds,
  type LimitOutcome,
  type RateLimit,
} from '@/lib/rate-limit'
import { counterStore, lazyCounter, type CounterStore } from '@/lib/rate-limit/store'

/**
 * Failed sign-ins to the studio are slowed, and no account is ever locked. Payload's own lock
 * (`maxLoginAttempts`) let anyone who knew an address lock its account, the owner's again and
 * again, and its message told them the address had an account.
 *
 * Every attempt counts as a failure until its password proves right, which gives its count back
 * (so ten sign-ins at the same moment count ten while they last). Three counts, and an attempt
 * is refused, before any password is compared, while one of them is full:
 * - per address and account (`SIGN_IN_RATE_LIMIT`, 10 per 15 minutes): the guesses one stranger
 *   makes at one account, and what the owner meets after mistyping ten times. A right password
 *   forgives that address its earlier failures at the account.
 * - per address (`SIGN_IN_ADDRESS_RATE_LIMIT`, 30 per 15 minutes): one stranger trying many
 *   accounts. It holds only the stranger's address, so a stranger's failures never stop the owner
 *   signing in from anywhere else.
 * - per account (`SIGN_IN_ACCOUNT_RATE_LIMIT`, 100 per hour): a ceiling for guessers with many
 *   addresses. A ceiling that held everyone would be the lock again, so an address that signed in
 *   to the account in the last 30 days is not held by it: a crowd of strangers can slow the owner
 *   only where the owner never signed in before. Only addresses count here, never who an address
 *   belongs to, and only a right password makes an address known.
 *
 * An address counts by its addressKey (an IPv6 address by its /64), taken as every limit takes it
 * (clientAddress: X-Forwarded-For and TRUSTED_PROXY_HOPS). An account counts by the address typed,
 * whether or not an account has it, so the answer never tells whether one does. The counts live
 * where the site's other limits do (lib/rate-limit/store.ts): in each process's memory on SQLite,
 * in the database on MongoDB. Payload's hooks use this module in any process that runs Payload
 * (a script's sign-in through the Local API too), so it is not `server-only`.
 */
export const SIGN_IN_LIMITS = {
  perAddressAndAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
}

export type SignInLimits = typeof SIGN_IN_LIMITS

/** The limits, with the environment's "count/seconds" where it sets one. */
export const signInLimits = (env: Record<string, string | undefined> = process.env) => ({
  ...SIGN_IN_LIMITS,
  perAddressAndAccount: parseRateLimit(env.SIGN_IN_RATE_LIMIT, SIGN_IN_LIMITS.perAddressAndAccount),
  perAddress: parseRateLimit(env.SIGN_IN_ADDRESS_RATE_LIMIT, SIGN_IN_LIMITS.perAddress),
  perAccount: parseRateLimit(env.SIGN_IN_ACCOUNT_RATE_LIMIT, SIGN_IN_LIMITS.perAccount),
})

/** The one answer to a refused attempt, whether or not the address has an account. */
export function tooManyAttempts(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** An e-mail address as Payload's sign-in compares it: trimmed, in lower case. */
export const accountOf = (email: unknown) =>
  typeof email === 'string' ? email.toLowerCase().trim() : ''

export type SignInThrottle = {
  /** Before the password is compared: refused, or counted as a failure until `succeeded`. */
  attempt(address: string, email: string): Promise<LimitOutcome>
  /** The password was right: the attempt's count back, and the address known to the account. */
  succeeded(address: string, email: string): Promise<void>
}

/** The keys an attempt counts under; the account's is a hash, so no address is kept as typed. */
function keysOf(address: string, email: string) {
  const from = addressKey(address)
  const account = crypto.createHash('sha256').update(accountOf(email)).digest('hex').slice(0, 32)
  return { address: from, account, pair: `${from} ${account}` }
}

export function createSignInThrottle(
  limits: SignInLimits = signInLimits(),
  store: CounterStore = counterStore(),
): SignInThrottle {
  const counter = (name: string, { limit, windowMs }: RateLimit) => ({
    limit,
    ready: lazyCounter(
      store,
      { keyPrefix: `sign-in-${name}`, points: limit, duration: Math.ceil(windowMs / 1000) },
      `Sign-in limit "${name}"`,
    ),
  })
  const pair = counter('address-account', limits.perAddressAndAccount)
  const byAddress = counter('address', limits.perAddress)
  const byAccount = counter('account', limits.perAccount)
  const known = counter('known-address', { limit: 1, windowMs: limits.knownAddressMs })

  type Limit = ReturnType<typeof counter>
  const count = async ({ ready }: Limit, key: string) =>
    (await (await ready()).get(key))?.consumedPoints ?? 0
  /** How long `key` must wait while its count is full (0 when it need not). */
  const wait = async ({ limit, ready }: Limit, key: string) => {
    const res = await (await ready()).get(key)
    return res && res.consumedPoints >= limit ? res.msBeforeNext : 0
  }
  /** Gives back the one point an attempt counted, if its window is still the same. */
  const giveBack = async (limit: Limit, key: string) => {
    if ((await count(limit, key)) > 0) await (await limit.ready()).reward(key, 1)
  }

  return {
    async attempt(address, email) {
      const keys = keysOf(address, email)
      try {
        const [forPair, forAddress, forAccount, isKnown] = await Promise.all([
          wait(pair, keys.pair),
          wait(byAddress, keys.address),
          wait(byAccount, keys.account),
          count(known, keys.pair),
        ])
        const ms = Math.max(forPair, forAddress, isKnown > 0 ? 0 : forAccount)
        if (ms > 0) return { ok: false, retryAfter: retryAfterSeconds(ms) }
        await Promise.all([
          (await pair.ready()).penalty(keys.pair),
          (await byAddress.ready()).penalty(keys.address),
          (await byAccount.ready()).penalty(keys.account),
        ])
      } catch (error) {
        // As the site's other limits do: a counting problem never refuses everyone.
        console.error('The sign-in limits could not count an attempt', error)
      }
      return { ok: true }
    },
    async succeeded(address, email) {
      const keys = keysOf(address, email)
      try {
        await Promise.all([
          (await pair.ready()).delete(keys.pair),
          giveBack(byAddress, keys.address),
          giveBack(byAccount, keys.account),
          (await known.ready()).penalty(keys.pair),
        ])
      } catch (error) {
        console.error('The sign-in limits could not count a sign-in', error)
      }
    },
  }
}

let throttle: SignInThrottle | undefined

/** This module's throttle (made on first use, with the environment's limits). */
export const signInThrottle = () => (throttle ??= createSignInThrottle())

/** The address an attempt comes from, as every limit takes it. */
export const signInAddress = (headers: Headers) => clientAddress(headers)

/**
 * Payload's own password hash, as 3.90 makes one (`generatePasswordSaltHash`: PBKDF2 with SHA-256,
 * 600,000 rounds, 32 bytes). Payload answers an address that has no account at once, before any
 * password is hashed, and a wrong password only after its hash; the time would tell who has an
 * account. So an address without one is hashed the same way first (hashInVain).
 * tests/int/sign-in.test.ts checks these against the hash Payload computes for a real account.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' }

const dummySalt = crypto.randomBytes(32).toString('hex')

/** Spends the time Payload's check of a password takes, on nothing. */
export function hashInVain(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
  return new Promise((resolve) => {
    crypto.pbkdf2(password, dummySalt, iterations, keyLength, digest, () => resolve())
  })
}
