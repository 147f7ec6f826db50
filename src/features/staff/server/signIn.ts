import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { addressKey, clientAddress } from '@/lib/rate-limit/address'
import {
  parseRateLimit,
  retryAfterSeconds,
  type LimitOutcome,
  type RateLimit,
} from '@/lib/rate-limit/limiter'
import { counterStore, lazyCounter, type CounterStore } from '@/lib/rate-limit/store'

/**
 * Failed sign-ins to the studio are slowed, and no account is ever locked. Payload's own lock
 * (`maxLoginAttempts`) let anyone who knew an address lock its account, the owner's again and
 * again, and its message told them the address had an account.
 *
 * Every attempt counts as a failure until its password proves right, which gives its count back
 * (so ten sign-ins at the same moment count ten while they last). An attempt is refused, before
 * any password is compared, while one of its counts is full. Which counts, depends on the browser
 * (OWASP's device cookies, features/staff/server/device.ts):
 * - **a browser known to the account** (it signed in to it, or chose its password from the
 *   account's e-mail) counts only against itself (`SIGN_IN_DEVICE_RATE_LIMIT`, 10 per 15
 *   minutes). Strangers' failures, from any number of addresses, never hold it.
 * - **any other browser** counts:
 *   - per address and account (`SIGN_IN_RATE_LIMIT`, 10 per 15 minutes): the guesses one
 *     stranger makes at one account, and what the owner on a new browser meets after mistyping
 *     ten times. A right password forgives that address its earlier failures at the account.
 *   - per address (`SIGN_IN_ADDRESS_RATE_LIMIT`, 30 per 15 minutes): one stranger trying many
 *     accounts.
 *   - per account (`SIGN_IN_ACCOUNT_RATE_LIMIT`, 100 per hour): the ceiling for guessers with
 *     many addresses. It holds every browser the account does not know, so the owner on a new
 *     one waits it out, or makes the browser known by choosing a password from the e-mail.
 *
 * An address counts by its addressKey (an IPv6 address by its /64), taken as every limit takes it
 * (clientAddress: X-Forwarded-For and TRUSTED_PROXY_HOPS). An account counts by the address typed,
 * whether or not an account has it, so the answer never tells whether one does. The counts live
 * where the site's other limits do (lib/rate-limit/store.ts): in each process's memory on SQLite,
 * in the database on MongoDB. Payload's hooks use this module in any process that runs Payload
 * (a script's sign-in through the Local API too), so it is not `server-only`.
 */
export const SIGN_IN_LIMITS = {
  perDevice: { limit: 10, windowMs: 15 * 60_000 },
  perAddressAndAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
}

export type SignInLimits = typeof SIGN_IN_LIMITS

/** The limits, with the environment's "count/seconds" where it sets one. */
export const signInLimits = (env: Record<string, string | undefined> = process.env) => ({
  perDevice: parseRateLimit(env.SIGN_IN_DEVICE_RATE_LIMIT, SIGN_IN_LIMITS.perDevice),
  perAddressAndAccount: parseRateLimit(env.SIGN_IN_RATE_LIMIT, SIGN_IN_LIMITS.perAddressAndAccount),
  perAddress: parseRateLimit(env.SIGN_IN_ADDRESS_RATE_LIMIT, SIGN_IN_LIMITS.perAddress),
  perAccount: parseRateLimit(env.SIGN_IN_ACCOUNT_RATE_LIMIT, SIGN_IN_LIMITS.perAccount),
})

/** "Try again in N minutes.": the wait of a refused request, in whole minutes. */
export function tryAgainIn(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** The one answer to a refused attempt, whether or not the address has an account. */
export const tooManyAttempts = (retryAfter: number) =>
  `Too many failed sign-in attempts. ${tryAgainIn(retryAfter)}`

/** An e-mail address as Payload's sign-in compares it: trimmed, in lower case. */
export const accountOf = (email: unknown) =>
  typeof email === 'string' ? email.toLowerCase().trim() : ''

/** Where an attempt comes from: the address, and the device id when the browser is known. */
export type AttemptFrom = { address: string; device?: string | null }

export type SignInThrottle = {
  /** Before the password is compared: refused, or counted as a failure until `succeeded`. */
  attempt(from: AttemptFrom, email: string): Promise<LimitOutcome>
  /** The password was right: the attempt's count back. */
  succeeded(from: AttemptFrom, email: string): Promise<void>
}

/** An account's key in the counts and device cookies: a hash, so no address is kept as typed. */
export const accountKey = (email: unknown) =>
  crypto.createHash('sha256').update(accountOf(email)).digest('hex').slice(0, 32)

/** The keys an attempt counts under. */
function keysOf({ address, device }: AttemptFrom, email: string) {
  const from = addressKey(address)
  const account = accountKey(email)
  return {
    device: device ? `${device} ${account}` : null,
    address: from,
    account,
    pair: `${from} ${account}`,
  }
}

export function createSignInThrottle(limits: SignInLimits, store: CounterStore): SignInThrottle {
  const counter = (name: string, { limit, windowMs }: RateLimit) => ({
    limit,
    ready: lazyCounter(
      store,
      { keyPrefix: `sign-in-${name}`, points: limit, duration: Math.ceil(windowMs / 1000) },
      `Sign-in limit "${name}"`,
    ),
  })
  const byDevice = counter('device', limits.perDevice)
  const pair = counter('address-account', limits.perAddressAndAccount)
  const byAddress = counter('address', limits.perAddress)
  const byAccount = counter('account', limits.perAccount)

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
  /** The counts an attempt from `keys` is held by: a known device's own, or the other three. */
  const countsOf = (keys: ReturnType<typeof keysOf>): Array<[Limit, string]> =>
    keys.device
      ? [[byDevice, keys.device]]
      : [
          [pair, keys.pair],
          [byAddress, keys.address],
          [byAccount, keys.account],
        ]

  return {
    async attempt(from, email) {
      const counts = countsOf(keysOf(from, email))
      try {
        const ms = Math.max(...(await Promise.all(counts.map(([limit, key]) => wait(limit, key)))))
        if (ms > 0) return { ok: false, retryAfter: retryAfterSeconds(ms) }
        await Promise.all(counts.map(async ([limit, key]) => (await limit.ready()).penalty(key)))
      } catch (error) {
        // As the site's other limits do: a counting problem never refuses everyone.
        console.error('The sign-in limits could not count an attempt', error)
      }
      return { ok: true }
    },
    async succeeded(from, email) {
      const keys = keysOf(from, email)
      try {
        // The device's, or the address's at this account, start again; the wider ones only
        // lose this attempt.
        const [[first, firstKey], ...wider] = countsOf(keys)
        await Promise.all([
          (await first.ready()).delete(firstKey),
          ...wider.map(([limit, key]) => giveBack(limit, key)),
        ])
      } catch (error) {
        console.error('The sign-in limits could not count a sign-in', error)
      }
    },
  }
}

let throttle: SignInThrottle | undefined

/**
 * This module's throttle (made on first use, with the environment's limits), counting where the
 * site's other limits do, on the `payload` of the hook or endpoint that asks (one per process).
 */
export const signInThrottle = (payload: Payload) =>
  (throttle ??= createSignInThrottle(
    signInLimits(),
    counterStore(process.env, async () => payload),
  ))

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
