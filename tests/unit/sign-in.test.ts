import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  type AttemptFrom,
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
  perDevice: { limit: 4, windowMs: 60_000 },
  perAddressAndAccount: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 5, windowMs: 60_000 },
  perAccount: { limit: 8, windowMs: 600_000 },
}
const throttle = () => createSignInThrottle(limits, memoryCounter)

/** `count` failed attempts (each let through, then never succeeding). */
async function fail(
  t: ReturnType<typeof throttle>,
  from: string | AttemptFrom,
  email: string,
  count = 1,
) {
  const at = typeof from === 'string' ? { address: from } : from
  for (let i = 0; i < count; i++) expect(await t.attempt(at, email)).toEqual({ ok: true })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the sign-in limits', () => {
  it('slow one address at one account, and no other address', async () => {
    vi.useFakeTimers()
    const t = throttle()
    await fail(t, '203.0.113.9', 'owner@example.com', 3)
    expect(await t.attempt({ address: '203.0.113.9' }, 'owner@example.com')).toEqual({
      ok: false,
      retryAfter: 60,
    })
    // The address as typed counts: case and spaces aside, it is the same account.
    expect((await t.attempt({ address: '203.0.113.9' }, ' Owner@Example.com')).ok).toBe(false)
    expect(await t.attempt({ address: '198.51.100.7' }, 'owner@example.com')).toEqual({ ok: true })
    vi.advanceTimersByTime(60_000)
    expect(await t.attempt({ address: '203.0.113.9' }, 'owner@example.com')).toEqual({ ok: true })
  })

  it('slow one address trying many accounts; an IPv6 address counts by its /64', async () => {
    const t = throttle()
    for (let i = 0; i < 5; i++) await fail(t, `2001:db8:1:2::${i + 1}`, `someone-${i}@example.com`)
    expect((await t.attempt({ address: '2001:db8:1:2:ffff::9' }, 'another@example.com')).ok).toBe(
      false,
    )
    expect((await t.attempt({ address: '2001:db8:1:3::1' }, 'another@example.com')).ok).toBe(true)
  })

  it('hold a crowd at an account, but never a browser known to it', async () => {
    const t = throttle()
    const home = { address: '198.51.100.7', device: 'owner-laptop' }
    for (let i = 0; i < 8; i++) await fail(t, `203.0.113.${i}`, 'owner@example.com')
    // A ninth stranger waits for the account's hour, and so does any browser it does not know,
    // wherever it is: the owner's phone somewhere new, or a stranger at the owner's address...
    expect(await t.attempt({ address: '203.0.113.100' }, 'owner@example.com')).toEqual({
      ok: false,
      retryAfter: 600,
    })
    expect((await t.attempt({ address: '192.0.2.55' }, 'owner@example.com')).ok).toBe(false)
    expect((await t.attempt({ address: home.address }, 'owner@example.com')).ok).toBe(false)
    // ...but not the owner's own browser, at home or anywhere else.
    expect(await t.attempt(home, 'owner@example.com')).toEqual({ ok: true })
    await t.succeeded(home, 'owner@example.com')
    expect(await t.attempt({ ...home, address: '2001:db8:9::1' }, 'owner@example.com')).toEqual({
      ok: true,
    })
  })

  it("count a known browser's failures against itself alone, and nobody else's against it", async () => {
    const t = throttle()
    const laptop = { address: '198.51.100.7', device: 'owner-laptop' }
    // The browser's own mistakes hold it after its own limit (4 here), wherever it goes...
    await fail(t, laptop, 'owner@example.com', 4)
    expect((await t.attempt(laptop, 'owner@example.com')).ok).toBe(false)
    expect((await t.attempt({ ...laptop, address: '192.0.2.9' }, 'owner@example.com')).ok).toBe(
      false,
    )
    // ...and count nowhere else: not at its address, nor at the account, nor for its other
    // accounts (a shared office computer).
    expect((await t.attempt({ address: laptop.address }, 'owner@example.com')).ok).toBe(true)
    expect((await t.attempt(laptop, 'office@example.com')).ok).toBe(true)
    // A stranger at the same address filling the address's count does not hold it either.
    const v = throttle()
    for (let i = 0; i < 5; i++) await fail(v, laptop.address, `someone-${i}@example.com`)
    expect((await v.attempt({ address: laptop.address }, 'owner@example.com')).ok).toBe(false)
    expect((await v.attempt(laptop, 'owner@example.com')).ok).toBe(true)
  })

  it('give a right password its count back, and forgive its address earlier failures', async () => {
    const t = throttle()
    await fail(t, '192.0.2.8', 'owner@example.com', 2)
    await t.succeeded({ address: '192.0.2.8' }, 'owner@example.com')
    // Three more failures before the address waits again, not one.
    await fail(t, '192.0.2.8', 'owner@example.com', 3)
    expect((await t.attempt({ address: '192.0.2.8' }, 'owner@example.com')).ok).toBe(false)
    // Attempts at the same moment count while they last, and nothing once they succeed (and the
    // count never goes below nothing, which would give the next ones more).
    const u = throttle()
    await Promise.all(Array.from({ length: 3 }, () => fail(u, '192.0.2.9', 'a@example.com')))
    await Promise.all(
      Array.from({ length: 3 }, () => u.succeeded({ address: '192.0.2.9' }, 'a@example.com')),
    )
    await fail(u, '192.0.2.9', 'a@example.com', 3)
    expect((await u.attempt({ address: '192.0.2.9' }, 'a@example.com')).ok).toBe(false)
  })

  it('answer every account alike, whether or not it exists: they are only counted', async () => {
    const t = throttle()
    await fail(t, '192.0.2.1', 'owner@example.com', 3)
    await fail(t, '192.0.2.2', 'nobody@example.com', 3)
    expect(await t.attempt({ address: '192.0.2.1' }, 'owner@example.com')).toEqual(
      await t.attempt({ address: '192.0.2.2' }, 'nobody@example.com'),
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
    expect((await unreachable.attempt({ address: '192.0.2.3' }, 'owner@example.com')).ok).toBe(
      false,
    )

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
    await broken.succeeded({ address: '192.0.2.3' }, 'owner@example.com')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('are 10 per known browser, 10 per address and account and 30 per address a quarter hour, 100 per account an hour', () => {
    expect(signInLimits({})).toEqual(SIGN_IN_LIMITS)
    expect(SIGN_IN_LIMITS).toMatchObject({
      perDevice: { limit: 10, windowMs: 900_000 },
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
