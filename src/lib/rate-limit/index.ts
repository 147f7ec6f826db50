// The site's routes and features count their visitors through this module. Payload's own hooks
// and endpoints (payload.config.ts) must not: this module finds Payload's client, which is made
// from the config, so they use limiter.ts with their request's Payload instead.

import type { Payload } from 'payload'

import {
  createRateLimiter as createLimiter,
  sharedRateLimiter as sharedLimiter,
  type RateLimit,
  type RateLimiter,
} from '@/lib/rate-limit/limiter'
import {
  counterStore,
  databaseCounterOn,
  type CounterStore,
  type Env,
} from '@/lib/rate-limit/store'

export { addressKey, clientAddress, networkKey, trustedProxyHops } from '@/lib/rate-limit/address'
export {
  parseRateLimit,
  retryAfterSeconds,
  type LimitOutcome,
  type RateLimit,
  type RateLimiter,
} from '@/lib/rate-limit/limiter'

/** Payload's client, imported on first use: with the memory store the limits never load it. */
const payloadClient = async (): Promise<Payload> =>
  (await import('@/lib/payload/client')).getPayloadClient()

/** The database's store on Payload's client (store.ts databaseCounterOn). */
export const databaseCounter: CounterStore = databaseCounterOn(payloadClient)

/** The store the site's limits count in (store.ts rateLimitStore), on Payload's client. */
export const siteCounterStore = (env: Env = process.env): CounterStore =>
  counterStore(env, payloadClient)

/** limiter.ts createRateLimiter, in the site's store unless told another. */
export const createRateLimiter = ({
  store = siteCounterStore(),
  ...limit
}: RateLimit & { name: string; store?: CounterStore }): RateLimiter =>
  createLimiter({ ...limit, store })

/** limiter.ts sharedRateLimiter, in the site's store unless told another. */
export const sharedRateLimiter = (
  name: string,
  envValue: string | undefined,
  fallback: RateLimit,
  store: CounterStore = siteCounterStore(),
): RateLimiter => sharedLimiter(name, envValue, fallback, store)
