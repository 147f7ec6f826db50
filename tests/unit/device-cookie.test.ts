import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  DEVICE_COOKIE,
  DEVICE_MS,
  deviceCookie,
  knownDevice,
  readDevice,
} from '@/features/staff/server/device'
import { seal } from '@/lib/security/seal'

/**
 * The studio's device cookies (features/staff/server/device.ts): what makes a browser known to
 * an account, so that strangers' failed sign-ins never hold it (tests/unit/sign-in.test.ts, and
 * through the studio's sign-in: tests/int/sign-in.test.ts).
 */
beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
})
afterEach(() => {
  vi.unstubAllEnvs()
})

/** The request headers of a browser holding `setCookie`'s cookie. */
const holding = (setCookie: string) =>
  new Headers({ cookie: `other=1; ${setCookie.split(';')[0]}` })
const none = new Headers()

describe('device cookies', () => {
  it('make a browser known to the account it signed in to, and to no other', () => {
    const cookie = deviceCookie(none, 'Owner@Example.com ')
    expect(cookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[A-Za-z0-9_-]+; Path=/api/users; Max-Age=${DEVICE_MS / 1000}; HttpOnly; SameSite=Lax$`,
      ),
    )
    const browser = holding(cookie)
    const id = knownDevice(browser, 'owner@example.com')
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(knownDevice(browser, 'staff@example.com')).toBeNull()
    expect(knownDevice(none, 'owner@example.com')).toBeNull()
    // The cookie names no account as typed.
    expect(
      Buffer.from(cookie.split(';')[0].split('=')[1], 'base64url').toString('latin1'),
    ).not.toContain('owner')
  })

  it('keep the browser’s id as it meets more accounts, the last five', () => {
    let browser = holding(deviceCookie(none, 'owner@example.com'))
    const id = readDevice(browser)!.id
    for (let i = 1; i <= 5; i++) browser = holding(deviceCookie(browser, `staff-${i}@example.com`))
    expect(readDevice(browser)?.id).toBe(id)
    expect(knownDevice(browser, 'staff-5@example.com')).toBe(id)
    expect(knownDevice(browser, 'staff-1@example.com')).toBe(id)
    // The owner's is the oldest of six: it dropped out.
    expect(knownDevice(browser, 'owner@example.com')).toBeNull()
  })

  it('cannot be written, changed, moved from another purpose, or kept past 180 days', () => {
    const cookie = deviceCookie(none, 'owner@example.com')
    const value = cookie.split(';')[0].split('=')[1]
    const changed = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21)
    for (const forged of [
      changed,
      'not-a-cookie',
      seal('booking-form', `${'a'.repeat(22)}|${'0'.repeat(32)}`, DEVICE_MS),
      'x'.repeat(5000),
    ]) {
      expect(readDevice(new Headers({ cookie: `${DEVICE_COOKIE}=${forged}` }))).toBeNull()
    }
    const now = Date.now()
    expect(readDevice(holding(cookie), now + DEVICE_MS - 60_000)).not.toBeNull()
    expect(readDevice(holding(cookie), now + DEVICE_MS + 60_000)).toBeNull()
    // Another site's secret: not this site's cookie.
    vi.stubEnv('PAYLOAD_SECRET', 'another-site')
    expect(readDevice(holding(cookie))).toBeNull()
  })

  it('travel only over https where the site is served over https', () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://logs.example.com')
    expect(deviceCookie(none, 'owner@example.com')).toMatch(/; Secure$/)
  })
})
