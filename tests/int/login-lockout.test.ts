import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { Users } from '@/collections/Users'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The studio's sign-in locks after repeated failures, with the Users collection's own settings
 * (`maxLoginAttempts`, `lockTime`), through Payload's Local API and through the REST login the
 * studio's form posts to: the failures that lock, the right password refused while locked, who
 * may unlock, and the lock opening by itself once `lockTime` has passed (the clock moved with
 * vi.setSystemTime; only Date is faked, so the database and timers run as usual).
 */
const { maxLoginAttempts, lockTime } = Users.auth as { maxLoginAttempts: number; lockTime: number }
const LOCKED = 'This user is locked due to having too many failed login attempts.'
const PASSWORD = 'the right password, at last'

let ctx: TestPayload
let payload: Payload
let admin: User
let editor: User
let target: User

const signIn = (password: string) =>
  payload.login({ collection: 'users', data: { email: target.email, password } })

/** The error a sign-in fails with (the test fails if it succeeds). */
async function refusal(password: string): Promise<unknown> {
  try {
    await signIn(password)
  } catch (error) {
    return error
  }
  throw new Error('the sign-in went through')
}

/** The REST login the studio's form sends. */
const restLogin = (email: string, password: string) =>
  REST_POST(config)(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )

const lockState = async () => {
  const user = await payload.findByID({
    collection: 'users',
    id: target.id,
    showHiddenFields: true,
  })
  return { loginAttempts: user.loginAttempts ?? 0, lockUntil: user.lockUntil ?? null }
}

/** Wrong passwords until the account locks; resolves with the time it locked until. */
async function lockOut(): Promise<number> {
  for (let attempt = 1; attempt < maxLoginAttempts; attempt++) {
    expect(await refusal(`wrong ${attempt}`), `attempt ${attempt}`).toBeInstanceOf(
      AuthenticationError,
    )
  }
  expect(await lockState()).toMatchObject({ loginAttempts: maxLoginAttempts - 1, lockUntil: null })
  const before = Date.now()
  // The last allowed failure is still "wrong password", and it locks the account.
  expect(await refusal('wrong again')).toBeInstanceOf(AuthenticationError)
  const { lockUntil } = await lockState()
  const until = new Date(lockUntil!).getTime()
  expect(until).toBeGreaterThanOrEqual(before + lockTime)
  expect(until).toBeLessThanOrEqual(Date.now() + lockTime)
  return until
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const user = (role: User['role'], email: string) =>
    payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, name: `${role} ${email}`, role },
    })
  admin = await user('admin', 'admin@example.com')
  editor = await user('editor', 'editor@example.com')
  target = await user('editor', 'throw-away@example.com')
})

afterAll(async () => {
  await ctx?.cleanup()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('studio sign-in lockout', () => {
  it('is set on the Users collection: 10 failures, 10 minutes', () => {
    expect(maxLoginAttempts).toBe(10)
    expect(lockTime).toBe(10 * 60 * 1000)
  })

  it('locks after ten wrong passwords; then even the right one is refused', async () => {
    await lockOut()

    const locked = await refusal(PASSWORD)
    expect(locked).toBeInstanceOf(LockedAuth)
    expect(locked).toMatchObject({ status: 401, message: LOCKED })
    // A wrong password meets the lock too, before any password is compared.
    expect(await refusal('still wrong')).toBeInstanceOf(LockedAuth)

    // The studio's form: the same refusal over REST.
    const response = await restLogin(target.email, PASSWORD)
    expect(response.status).toBe(401)
    expect((await response.json()).errors[0].message).toBe(LOCKED)
  })

  it('stays locked for an editor; an admin unlocks it, through the REST API', async () => {
    const unlockAs = async (user: User) => {
      const login = await restLogin(user.email, PASSWORD)
      expect(login.status).toBe(200)
      const { token } = await login.json()
      return REST_POST(config)(
        new Request('http://localhost:3000/api/users/unlock', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ email: target.email }),
        }),
        { params: Promise.resolve({ slug: ['users', 'unlock'] }) },
      )
    }
    expect((await unlockAs(editor)).status).toBe(403)
    expect(await refusal(PASSWORD)).toBeInstanceOf(LockedAuth)

    expect((await unlockAs(admin)).status).toBe(200)
    expect(await lockState()).toEqual({ loginAttempts: 0, lockUntil: null })
    const result = await signIn(PASSWORD)
    expect(result.user?.email).toBe(target.email)
    expect(result.token).toBeTruthy()
  })

  it('opens by itself once lockTime has passed', async () => {
    const until = await lockOut()

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(until - 1000)
    expect(await refusal(PASSWORD)).toBeInstanceOf(LockedAuth)

    vi.setSystemTime(until + 1000)
    const result = await signIn(PASSWORD)
    expect(result.user?.email).toBe(target.email)
    expect(await lockState()).toEqual({ loginAttempts: 0, lockUntil: null })
  })
})
