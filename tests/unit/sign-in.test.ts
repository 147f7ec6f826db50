import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createSignInThrottle,
  SIGN_IN_LIMITS,
  signInLimits,
  tooManyAttempts,
} from '@/features/staff/server/signIn'
import { memoryCounter } from '@/lib/rate-limit/store'

vi.mock('server-only', () => ({}))

/**
 * The studio's sign-in limits (features/staff/server/signIn.ts) with small numbers, in memory.
 * Through Payload's sign-in: tests/int/sign-in.test.ts. The rule every new password meets:
 * tests/unit/password.test.ts.
 */
const limits = {
  perAddressAndAccount: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 5, windowMs: 60_000 },
  perAccount: { limit: 8, windowMs: 600_000 },
  knownAddressMs: 86_400_000,
}
const throttle = () => createSignInThrottle(limits, memoryCounter)

/** `count` failed attempts (each let through, then never succeeding). */
async function fail(t: ReturnType<typeof throttle>, address: string, email: string, count = 1) {
  for (let i = 0; i < count; i++) expect(await t.attempt(address, email)).toEqual({ ok: true })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the sign-in limits', () => {
  it('slow one address at one account, and no other address', async () => {
    vi.useFakeTimers()
    const t = throttle()
    await fail(t, '203.0.113.9', 'owner@example.com', 3)
    expect(await t.attempt('203.0.113.9', 'owner@example.com')).toEqual({
      ok: false,
      retryAfter: 60,
    })
    // The address as typed counts: case and spaces aside, it is the same account.
    expect((await t.attempt('203.0.113.9', ' Owner@Example.com')).ok).toBe(false)
    expect(await t.attempt('198.51.100.7', 'owner@example.com')).toEqual({ ok: true })
    vi.advanceTimersByTime(60_000)
    expect(await t.attempt('203.0.113.9', 'owner@example.com')).toEqual({ ok: true })
  })

  it('slow one address trying many accounts; an IPv6 address counts by its /64', async () => {
    const t = throttle()
    for (let i = 0; i < 5; i++) await fail(t, `2001:db8:1:2::${i + 1}`, `someone-${i}@example.com`)
    expect((await t.attempt('2001:db8:1:2:ffff::9', 'another@example.com')).ok).toBe(false)
    expect((await t.attempt('2001:db8:1:3::1', 'another@example.com')).ok).toBe(true)
  })

  it('hold a crowd at an account, but not an address that signed in to it before', async () => {
    const t = throttle()
    await fail(t, '198.51.100.7', 'owner@example.com')
    await t.succeeded('198.51.100.7', 'owner@example.com')
    for (let i = 0; i < 8; i++) await fail(t, `203.0.113.${i}`, 'owner@example.com')
    // A ninth stranger waits for the account's hour, and so would the owner somewhere new...
    expect(await t.attempt('203.0.113.100', 'owner@example.com')).toEqual({
      ok: false,
      retryAfter: 600,
    })
    expect((await t.attempt('192.0.2.55', 'owner@example.com')).ok).toBe(false)
    // ...but not where the owner signed in before.
    expect(await t.attempt('198.51.100.7', 'owner@example.com')).toEqual({ ok: true })
  })

  it('give a right password its count back, and forgive its address earlier failures', async () => {
    const t = throttle()
    await fail(t, '192.0.2.8', 'owner@example.com', 2)
    await t.succeeded('192.0.2.8', 'owner@example.com')
    // Three more failures before the address waits again, not one.
    await fail(t, '192.0.2.8', 'owner@example.com', 3)
    expect((await t.attempt('192.0.2.8', 'owner@example.com')).ok).toBe(false)
    // Attempts at the same moment count while they last, and nothing once they succeed (and the
    // count never goes below nothing, which would give the next ones more).
    const u = throttle()
    await Promise.all(Array.from({ length: 3 }, () => fail(u, '192.0.2.9', 'a@example.com')))
    await Promise.all(Array.from({ length: 3 }, () => u.succeeded('192.0.2.9', 'a@example.com')))
    await fail(u, '192.0.2.9', 'a@example.com', 3)
    expect((await u.attempt('192.0.2.9', 'a@example.com')).ok).toBe(false)
  })

  it('answer every account alike, whether or not it exists: they are only counted', async () => {
    const t = throttle()
    await fail(t, '192.0.2.1', 'owner@example.com', 3)
    await fail(t, '192.0.2.2', 'nobody@example.com', 3)
    expect(await t.attempt('192.0.2.1', 'owner@example.com')).toEqual(
      await t.attempt('192.0.2.2', 'nobody@example.com'),
    )
    expect(tooManyAttempts(60)).toBe('Too many failed sign-in attempts. Try again in 1 minute.')
    expect(tooManyAttempts(14 * 60 + 1)).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    )
  })

  it('count in memory when the shared store cannot be made, and let attempts through when counting fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unreachable = createSignInThrottle(limits, async () => {
      throw new Error('no database')
    })
    await fail(unreachable, '192.0.2.3', 'owner@example.com', 3)
    expect((await unreachable.attempt('192.0.2.3', 'owner@example.com')).ok).toBe(false)

    const down = async () => {
      throw new Error('store down')
    }
    const broken = createSignInThrottle(limits, async () => ({
      consume: down,
      delete: down,
      get: down,
      penalty: down,
      reward: down,
    }))
    await fail(broken, '192.0.2.3', 'owner@example.com', 5)
    await broken.succeeded('192.0.2.3', 'owner@example.com')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('are 10 per address and account and 30 per address a quarter hour, 100 per account an hour', () => {
    expect(signInLimits({})).toEqual(SIGN_IN_LIMITS)
    expect(SIGN_IN_LIMITS).toMatchObject({
      perAddressAndAccount: { limit: 10, windowMs: 900_000 },
      perAddress: { limit: 30, windowMs: 900_000 },
      perAccount: { limit: 100, windowMs: 3_600_000 },
    })
    expect(signInLimits({ SIGN_IN_RATE_LIMIT: '1000/60' }).perAddressAndAccount).toEqual({
      limit: 1000,
      windowMs: 60_000,
    })
  })
})
