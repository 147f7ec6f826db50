import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import crypto from 'node:crypto'
import readline from 'node:readline'

import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { Users } from '@/collections/Users'
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '@/features/staff/currentPassword'
import { DEVICE_COOKIE } from '@/features/staff/server/device'
import {
  FORGOT_PASSWORD_SENT,
  forgotPasswordTooOften,
} from '@/features/staff/server/forgotPassword'
import { PASSWORD_TOO_SHORT, passwordRefusalMessage } from '@/features/staff/password'
import { PAYLOAD_PASSWORD_HASH, tooManyAttempts } from '@/features/staff/server/signIn'
import type { User } from '@/payload-types'
import { siteSettings } from '../../seed/content/settings'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Signing in to the studio, through Payload's Local API and the REST handlers the studio's forms
 * post to, on a real database:
 * - sessions that hold: sign-ins at the same moment, in one process or two, each keep their
 *   session, and a sign-out ends only its own (Payload's race, payloadcms/payload#16027 and
 *   #18132: mends/sessionStore.ts);
 * - failed sign-ins slowed per address and per account, never an account locked; one answer
 *   whether or not the address has an account, in the same time (features/staff/server/signIn.ts);
 * - new passwords: 12 characters, not easy to guess (zxcvbn-ts, the account's e-mail and name among
 *   its guesses), on a new account, a change, a reset and the choose-password form, and one's own
 *   current password to change it (collections/Users/hooks/password.ts).
 * Each test signs in from addresses of its own (X-Forwarded-For), so their counts never meet.
 */
const PASSWORD = 'the right password, at last'
const REPEATED =
  'This password is too easy to guess: add a few more words. Letters said again and again, ' +
  'like "aaaa" or "abcabc", are among the first guesses.'
const COMMON = passwordRefusalMessage('common')
const PERSONAL = passwordRefusalMessage('personal')
const base = 'http://localhost:3000/api'

let ctx: TestPayload
let payload: Payload
let admin: User
let owner: User

type Method = 'GET' | 'POST' | 'PATCH'
const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }

/** A request to Payload's REST API from `address`, signed in with `token` when given. */
async function rest(
  method: Method,
  path: string,
  {
    body,
    token,
    address = '192.0.2.1',
    cookie,
  }: { body?: unknown; token?: string; address?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
  }
  if (token) headers.authorization = `JWT ${token}`
  if (cookie) headers.cookie = cookie
  const request = new Request(`${base}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace('/api/', '').split('/')
  return handlers[method](config)(request, { params: Promise.resolve({ slug }) })
}

const restLogin = (email: string, password: string, address?: string, cookie?: string) =>
  rest('POST', 'users/login', { body: { email, password }, address, cookie })

/** A browser's cookie jar: what the answers it got set, as its next requests send it. */
class Browser {
  private jar = new Map<string, string>()
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      this.jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return response
  }
  has(name: string) {
    return this.jar.has(name)
  }
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  async login(email: string, password: string, address: string) {
    return this.keep(await restLogin(email, password, address, this.cookie))
  }
}

/** The newest e-mail to `to` in the outbox (no RESEND_API_KEY in these tests), once it is there. */
async function emailTo(to: string, after: number) {
  for (let i = 0; i < 100; i++) {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: {
        and: [
          { to: { equals: to } },
          { createdAt: { greater_than: new Date(after).toISOString() } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
    })
    if (docs[0]) return docs[0]
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No e-mail to ${to}`)
}

/** Who a token is signed in as, asked as the proxy asks (GET /api/users/me): null when nobody. */
async function me(token: string): Promise<string | null> {
  const response = await rest('GET', 'users/me', { token })
  expect(response.status).toBe(200)
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

/** Who a token is signed in as, asked of the Local API. */
async function authOf(token: string): Promise<string | null> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user?.email ?? null
}

const localLogin = async (email: string, password = PASSWORD) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!

const errorOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ message: string; data?: unknown }> }).errors[0]

/** The field errors of a refused save or reset (Payload's ValidationError). */
const fieldErrors = async (response: Response) =>
  (
    ((await errorOf(response)).data as { errors?: Array<{ path: string; message: string }> })
      ?.errors ?? []
  ).map(({ path, message }) => ({ path, message }))

const makeUser = (email: string, role: User['role'] = 'editor', password = PASSWORD) =>
  payload.create({ collection: 'users', data: { email, password, name: email, role } })

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  // The Business profile the reset e-mail is signed with, as every site has it.
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  admin = await makeUser('admin@example.com', 'admin')
  owner = await makeUser('owner@example.com', 'admin')
})

afterAll(async () => {
  await ctx?.cleanup()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('sessions that hold', () => {
  it('keeps each of ten sign-ins made at the same moment, through the Local API and REST', async () => {
    const user = await makeUser('ten-at-once@example.com')
    const local = await Promise.all(Array.from({ length: 10 }, () => localLogin(user.email)))
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => restLogin(user.email, PASSWORD, '192.0.2.10')),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const overRest = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { token: string }).token),
    )
    const tokens = [...local, ...overRest]
    expect(new Set(tokens).size).toBe(20)
    // Payload's own check of every token: 20 of 20 hold (without sessionStore.ts, 1 or 2 do).
    for (const token of tokens) expect(await authOf(token)).toBe(user.email)
    for (const token of overRest) expect(await me(token)).toBe(user.email)
    // Where they are: one entry each in Payload's key-value store, none in the user's row.
    const stored = await payload.db.findOne<User>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(stored?.sessions ?? []).toEqual([])
    const read = await payload.findByID({ collection: 'users', id: user.id })
    expect(read.sessions).toHaveLength(20)
  })

  it('ends only its own session on sign-out, and all of them with allSessions', async () => {
    const user = await makeUser('sign-out@example.com')
    const tokens = await Promise.all(Array.from({ length: 6 }, () => localLogin(user.email)))
    // Three sign out at the same moment: each ends its own, none another's.
    const out = await Promise.all(
      tokens.slice(0, 3).map((token) => rest('POST', 'users/logout', { token })),
    )
    expect(out.map((response) => response.status)).toEqual([200, 200, 200])
    for (const token of tokens.slice(0, 3)) expect(await me(token)).toBeNull()
    for (const token of tokens.slice(3)) expect(await me(token)).toBe(user.email)

    const all = await rest('POST', 'users/logout?allSessions=true', { token: tokens[3] })
    expect(all.status).toBe(200)
    for (const token of tokens) expect(await authOf(token)).toBeNull()
  })

  it('refreshes a session without starting another, and not one that ended', async () => {
    const user = await makeUser('refresh@example.com')
    const token = await localLogin(user.email)
    const response = await rest('POST', 'users/refresh-token', { token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      refreshedToken: string
      exp: number
      user: { email: string }
    }
    expect(body.user.email).toBe(user.email)
    expect(body.exp).toBeGreaterThan(Date.now() / 1000)
    expect(response.headers.get('set-cookie')).toContain(`payload-token=${body.refreshedToken}`)
    expect(await me(body.refreshedToken)).toBe(user.email)
    const read = await payload.findByID({ collection: 'users', id: user.id })
    expect(read.sessions).toHaveLength(1)
    expect(new Date(read.sessions![0].expiresAt).getTime()).toBe(body.exp * 1000)

    await rest('POST', 'users/logout', { token: body.refreshedToken })
    expect(await me(token)).toBeNull()
    expect((await rest('POST', 'users/refresh-token', { token })).status).toBe(403)
  })

  it('holds with two server processes on one database', async () => {
    const user = await makeUser('two-servers@example.com')
    const peer = await startPeer()
    try {
      // Five sign-ins in each process, at the same moment.
      const [theirs, ours] = await Promise.all([
        peer.ask({ cmd: 'login', email: user.email, password: PASSWORD, count: 5 }),
        Promise.all(Array.from({ length: 5 }, () => localLogin(user.email))),
      ])
      expect(theirs).toHaveProperty('tokens')
      const tokens = [...(theirs.tokens as string[]), ...ours]
      expect(new Set(tokens).size).toBe(10)
      for (const token of tokens) {
        expect(await authOf(token)).toBe(user.email)
        expect((await peer.ask({ cmd: 'me', token })).email).toBe(user.email)
      }
      // A sign-out in the other process ends that session here, and only that one.
      expect(await peer.ask({ cmd: 'logout', token: tokens[0] })).toEqual({ status: 200 })
      expect(await authOf(tokens[0])).toBeNull()
      for (const token of tokens.slice(1)) expect(await authOf(token)).toBe(user.email)
    } finally {
      await peer.stop()
    }
  })

  it('ends the other sessions on a new password, as Payload does; a reset ends all but its own', async () => {
    const user = await makeUser('new-password@example.com')
    const [current, other] = await Promise.all([localLogin(user.email), localLogin(user.email)])
    const changed = await rest('PATCH', `users/${user.id}`, {
      token: current,
      body: { password: 'a brand new password', currentPassword: PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect(await me(current)).toBe(user.email)
    expect(await me(other)).toBeNull()

    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'chosen from the link' },
    })
    expect(reset.status).toBe(200)
    const fresh = ((await reset.json()) as { token: string }).token
    expect(await me(current)).toBeNull()
    expect(await me(fresh)).toBe(user.email)
  })
})

describe('failed sign-ins are slowed, never locked', () => {
  it('has no account lock, and no Unlock control in the studio', async () => {
    expect(Users.auth).toMatchObject({ maxLoginAttempts: 0 })
    const stored = await payload.findByID({ collection: 'users', id: owner.id })
    expect(stored).not.toHaveProperty('loginAttempts')
    expect(stored).not.toHaveProperty('lockUntil')
    const token = await localLogin(admin.email)
    // The studio draws its Unlock button from the permissions Payload sends: there is none.
    const access = await rest('GET', 'access', { token })
    expect(access.status).toBe(200)
    const permissions = (await access.json()) as { collections: { users: object } }
    expect(permissions.collections.users).not.toHaveProperty('unlock')
    // Payload's unlock endpoint answers the same for every address: there is nothing to open.
    for (const email of [owner.email, 'nobody@example.com']) {
      const unlock = await rest('POST', 'users/unlock', { token, body: { email } })
      expect(unlock.status).toBe(404)
    }
  })

  it('gives one answer to a wrong password and to an address without an account', async () => {
    const wrong = await restLogin(owner.email, 'not the password at all', '192.0.2.20')
    const unknown = await restLogin('nobody@example.com', 'not the password at all', '192.0.2.20')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await errorOf(wrong)).toEqual(await errorOf(unknown))
  })

  it("lets the owner in from another address after a stranger's 50 wrong passwords", async () => {
    const stranger = '203.0.113.66'
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) {
      const response = await restLogin(owner.email, `guess number ${i}`, stranger)
      statuses.push(response.status)
      if (response.status === 429) {
        expect((await errorOf(response)).message).toBe(tooManyAttempts(15 * 60))
      }
    }
    // Ten wrong passwords, then the stranger's address waits.
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(40).fill(429)])
    // Even the right password waits there, and says no more than a wrong one.
    expect((await restLogin(owner.email, PASSWORD, stranger)).status).toBe(429)

    const fromHome = await restLogin(owner.email, PASSWORD, '198.51.100.7')
    expect(fromHome.status).toBe(200)
    const fromPhone = await restLogin(owner.email, PASSWORD, '2001:db8:77::1')
    expect(fromPhone.status).toBe(200)
  })

  it('answers the same when the address has no account, refused or not', async () => {
    const answers = async (email: string, address: string) => {
      const seen: Array<{ status: number; error: unknown }> = []
      for (let i = 0; i < 11; i++) {
        const response = await restLogin(email, `wrong guess ${i}`, address)
        seen.push({ status: response.status, error: await errorOf(response) })
      }
      return seen
    }
    const known = await answers(owner.email, '203.0.113.70')
    const unknown = await answers('no-such-account@example.com', '203.0.113.71')
    expect(known).toEqual(unknown)
    expect(known.at(-1)?.status).toBe(429)
  })

  it('hashes a password for an address without an account as Payload does for one with', async () => {
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const hashes = () =>
      pbkdf2.mock.calls.map(([, , iterations, keyLength, digest]) => ({
        iterations,
        keyLength,
        digest,
      }))
    const timed = async (email: string, address: string) => {
      const started = performance.now()
      expect((await restLogin(email, 'a wrong password here', address)).status).toBe(401)
      return performance.now() - started
    }

    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      pbkdf2.mockClear()
      known.push(await timed(owner.email, `203.0.113.${80 + i}`))
      // Payload's own hash of the password it compares: the one the site copies.
      expect(hashes()).toEqual([PAYLOAD_PASSWORD_HASH])
      pbkdf2.mockClear()
      unknown.push(await timed(`nobody-${i}@example.com`, `203.0.113.${90 + i}`))
      // Without an account, the same hash (features/staff/server/signIn.ts, hashInVain).
      expect(hashes()).toEqual([PAYLOAD_PASSWORD_HASH])
    }
    // Loosely: a missing hash would answer in a few milliseconds, not a good part of the time.
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[1]
    console.log(
      `Wrong password ${median(known).toFixed(0)} ms, no account ${median(unknown).toFixed(0)} ms`,
    )
    expect(median(unknown)).toBeGreaterThan(median(known) / 4)
  })
})

describe('browsers the account knows (device cookies)', () => {
  it("lets the owner's browser in at once after 200 wrong passwords from 200 addresses, and a new browser once it resets", async () => {
    const account = await makeUser('crowded@example.com', 'admin')
    const laptop = new Browser()
    expect((await laptop.login(account.email, PASSWORD, '198.51.100.30')).status).toBe(200)
    expect(laptop.has(DEVICE_COOKIE)).toBe(true)

    // 200 strangers, one wrong password each from an address of its own.
    const statuses: number[] = []
    for (let i = 0; i < 200; i++) {
      const address = `198.18.${i >> 8}.${i & 255}`
      statuses.push((await restLogin(account.email, `stranger guess ${i}`, address)).status)
    }
    // The account's ceiling (100 an hour) holds every browser it does not know...
    expect(statuses).toEqual([...Array(100).fill(401), ...Array(100).fill(429)])
    const phone = new Browser()
    expect((await phone.login(account.email, PASSWORD, '2001:db8:30::1')).status).toBe(429)

    // ...but not the owner's laptop, from anywhere.
    expect((await laptop.login(account.email, PASSWORD, '192.0.2.230')).status).toBe(200)

    // The new phone asks for a link, chooses a password from the e-mail, and is then known.
    const asked = Date.now() - 1000
    const forgot = phone.keep(
      await rest('POST', 'users/forgot-password', {
        body: { email: account.email },
        address: '2001:db8:30::1',
        cookie: phone.cookie,
      }),
    )
    expect(forgot.status).toBe(200)
    const email = await emailTo(account.email, asked)
    const link = /\/choose-password\/([^"?<\s]+)/.exec(String(email.html))
    expect(link).not.toBeNull()
    const chosen = phone.keep(
      await REST_POST(config)(
        new Request(`${base}/users/choose-password`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': '2001:db8:30::1',
            cookie: phone.cookie,
          },
          body: new URLSearchParams({
            token: decodeURIComponent(link![1]),
            password: 'a new password for the phone',
            confirm: 'a new password for the phone',
          }).toString(),
        }),
        { params: Promise.resolve({ slug: ['users', 'choose-password'] }) },
      ),
    )
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/admin')
    expect(phone.has(DEVICE_COOKIE)).toBe(true)
    expect(
      (await phone.login(account.email, 'a new password for the phone', '2001:db8:31::9')).status,
    ).toBe(200)
    // A stranger's browser is still held.
    expect(
      (await restLogin(account.email, 'a new password for the phone', '192.0.2.231')).status,
    ).toBe(429)
  }, 180_000)

  it("holds a known browser by its own failures only; a forged or another account's cookie is a stranger's", async () => {
    const account = await makeUser('own-count@example.com')
    const laptop = new Browser()
    expect((await laptop.login(account.email, PASSWORD, '198.51.100.31')).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const address = `192.0.2.${100 + i}`
      statuses.push((await laptop.login(account.email, `my own typo ${i}`, address)).status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
    expect((await laptop.login(account.email, PASSWORD, '192.0.2.120')).status).toBe(429)
    // Its failures held no address and not the account: another browser at its address signs in.
    expect((await restLogin(account.email, PASSWORD, '198.51.100.31')).status).toBe(200)

    // A cookie made up, or one known only to another account, counts as no cookie.
    const other = new Browser()
    expect((await other.login(admin.email, PASSWORD, '198.51.100.32')).status).toBe(200)
    for (const cookie of [`${DEVICE_COOKIE}=forged`, other.cookie]) {
      const answers: number[] = []
      for (let i = 0; i < 11; i++) {
        answers.push((await restLogin(account.email, `guess ${i}`, '203.0.113.140', cookie)).status)
      }
      expect(answers.at(-1)).toBe(429)
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }, 120_000)
})

describe('forgotten passwords', () => {
  it('answers the same, before anything is looked up, whether or not the address has an account', async () => {
    const account = await makeUser('forgetful@example.com')
    const asked = Date.now() - 1000
    const known = await rest('POST', 'users/forgot-password', {
      body: { email: ' Forgetful@Example.com ' },
      address: '192.0.2.150',
    })
    const unknown = await rest('POST', 'users/forgot-password', {
      body: { email: 'nobody-here@example.com' },
      address: '192.0.2.150',
    })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_SENT })
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_SENT })
    // The link goes to the account's address only.
    expect((await emailTo(account.email, asked)).subject).toMatch(/password/i)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { totalDocs } = await payload.count({
      collection: 'outbox',
      where: { to: { equals: 'nobody-here@example.com' } },
    })
    expect(totalDocs).toBe(0)
    // Nothing to say about a request that names no address.
    for (const body of [{}, { email: '' }, { email: 42 }, 'not json']) {
      const bad = await rest('POST', 'users/forgot-password', { body, address: '192.0.2.151' })
      expect(bad.status).toBe(400)
    }
  })

  it('slows one address at 10 links a quarter hour', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await rest('POST', 'users/forgot-password', {
        body: { email: `someone-${i}@example.com` },
        address: '2001:db8:150::' + (i + 1).toString(16),
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect((await errorOf(response)).message).toBe(forgotPasswordTooOften(15 * 60))
        expect(response.headers.get('retry-after')).toBe(String(15 * 60))
      }
    }
    // One /64 is one address.
    expect(statuses).toEqual([...Array(10).fill(200), 429])
  })

  it('sends one account 3 links an hour per asker and 20 from strangers, while its own browser still gets one', async () => {
    const account = await makeUser('popular@example.com')
    const sent = async () =>
      (await payload.count({ collection: 'outbox', where: { to: { equals: account.email } } }))
        .totalDocs
    /**
     * Asks a minute after the last (Payload's own interval, 15 seconds, would hold any closer),
     * and waits until the e-mails to the account number `total`.
     */
    const ask = async (total: number, address: string, cookie?: string) => {
      vi.setSystemTime(Date.now() + 60_000)
      const response = await rest('POST', 'users/forgot-password', {
        body: { email: account.email },
        address,
        cookie,
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: FORGOT_PASSWORD_SENT })
      await vi.waitFor(async () => expect(await sent()).toBe(total), { timeout: 10_000 })
    }
    // The owner's browser, known to the account from a sign-in.
    const owners = new Browser()
    expect((await owners.login(account.email, PASSWORD, '198.51.100.149')).status).toBe(200)

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // One stranger asking five times: three e-mails, then the same answer and no more.
      for (let i = 0; i < 5; i++) await ask(Math.min(i + 1, 3), '198.51.100.150')
      // A crowd of strangers, each on an address of its own: 20 e-mails an hour in all.
      for (let i = 1; i <= 18; i++) await ask(Math.min(3 + i, 20), `198.51.100.${150 + i}`)
      // The owner on a new browser shares that ceiling: nothing more goes out ...
      await ask(20, '198.51.100.149')
      // ... but the browser the owner signed in on counts for itself alone.
      await ask(21, '198.51.100.149', owners.cookie)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(await sent()).toBe(21)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('new passwords', () => {
  it('must have 12 characters and not be easy to guess, on a new account', async () => {
    const token = await localLogin(admin.email)
    const hank = {
      email: 'hank.pierce@timberline.example',
      name: 'Hank Pierce',
      role: 'staff' as const,
    }
    for (const [password, message] of [
      ['short-1', PASSWORD_TOO_SHORT],
      ['aaaaaaaaaaaa', REPEATED],
      ['admin1234567', COMMON],
      ['Password1234', COMMON],
      // Made of the account's own e-mail address and name.
      ['hankpierce1234', PERSONAL],
    ]) {
      const response = await rest('POST', 'users', { token, body: { ...hank, password } })
      expect(response.status, password).toBe(400)
      expect(await fieldErrors(response)).toEqual([{ path: 'password', message }])
    }
    expect(
      await payload.count({ collection: 'users', where: { email: { equals: hank.email } } }),
    ).toMatchObject({ totalDocs: 0 })
    // Through the Local API too (scripts, the first admin from ADMIN_PASSWORD).
    await expect(
      payload.create({ collection: 'users', data: { ...hank, password: 'admin1234567' } }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'password', message: COMMON }] } })
    const made = await rest('POST', 'users', {
      token,
      body: { ...hank, password: 'log homes and long words' },
    })
    expect(made.status).toBe(201)
  })

  it('must not be easy to guess on a change, by an admin or oneself', async () => {
    const user = await makeUser('weak-change@example.com')
    const adminToken = await localLogin(admin.email)
    const byAdmin = await rest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { password: 'Password1234' },
    })
    expect(byAdmin.status).toBe(400)
    expect(await fieldErrors(byAdmin)).toEqual([{ path: 'password', message: COMMON }])
    // A new name and a password made of it, in the same save.
    const renamed = await rest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { name: 'Zebulon Quackenbush', password: 'zebulonquackenbush7' },
    })
    expect(await fieldErrors(renamed)).toEqual([{ path: 'password', message: PERSONAL }])
    const ownToken = await localLogin(user.email)
    const bySelf = await rest('PATCH', `users/${user.id}`, {
      token: ownToken,
      address: '192.0.2.41',
      body: { password: 'aaaaaaaaaaaa', currentPassword: PASSWORD },
    })
    expect(bySelf.status).toBe(400)
    expect(await fieldErrors(bySelf)).toEqual([{ path: 'password', message: REPEATED }])
    // Nothing changed: the first password still signs in.
    expect(await authOf(await localLogin(user.email))).toBe(user.email)
  })

  it('holds on a reset from the e-mail link', async () => {
    const user = await makeUser('reset@example.com')
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    for (const [password, message] of [
      ['too-short', PASSWORD_TOO_SHORT],
      ['1q2w3e4r5t6y', COMMON],
      ['aaaaaaaaaaaa', REPEATED],
    ]) {
      const response = await rest('POST', 'users/reset-password', { body: { token, password } })
      expect(response.status, password).toBe(400)
      expect(await fieldErrors(response)).toEqual([{ path: 'password', message }])
    }
    // The refused tries left the link working.
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'a long and unusual one' },
    })
    expect(reset.status).toBe(200)
    // A used link is Payload's to refuse, whatever the password.
    const again = await rest('POST', 'users/reset-password', {
      body: { token, password: 'aaaaaaaaaaaa' },
    })
    expect(again.status).toBe(403)
  })

  it('holds on the choose-password form, which says why on its page', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'hank.pierce@loghomes.example',
        name: 'Hank Pierce',
        role: 'staff',
        password: PASSWORD,
      },
    })
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const choose = (password: string, confirm = password) =>
      REST_POST(config)(
        new Request(`${base}/users/choose-password`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
          body: new URLSearchParams({ token, password, confirm }).toString(),
        }),
        { params: Promise.resolve({ slug: ['users', 'choose-password'] }) },
      )
    const page = `/choose-password/${encodeURIComponent(token)}`
    for (const [password, problem] of [
      ['too-short', 'short'],
      ['aaaaaaaaaaaa', 'repeat'],
      ['admin1234567', 'common'],
      ['Password1234', 'common'],
      ['hankpierce1234', 'personal'],
    ]) {
      const response = await choose(password)
      expect(response.status, password).toBe(303)
      expect(response.headers.get('location'), password).toBe(`${page}?problem=${problem}`)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(passwordRefusalMessage('repeat')).toBe(REPEATED)
    const chosen = await choose('log homes and long words')
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/admin')
    expect(await authOf(await localLogin(user.email, 'log homes and long words'))).toBe(user.email)
    // A link that no longer works is said before anything of the password.
    expect((await choose('aaaaaaaaaaaa')).headers.get('location')).toBe(`${page}?problem=expired`)
  })

  it('asks users who change their own password for the current one', async () => {
    const user = await makeUser('self@example.com')
    const token = await localLogin(user.email)
    const change = (body: Record<string, unknown>) =>
      rest('PATCH', `users/${user.id}`, { token, body, address: '192.0.2.40' })

    const missing = await change({ password: 'my next password here' })
    expect(missing.status).toBe(400)
    expect(await fieldErrors(missing)).toEqual([
      { path: 'currentPassword', message: CURRENT_PASSWORD_MISSING },
    ])
    const wrong = await change({ password: 'my next password here', currentPassword: 'a guess!' })
    expect(await fieldErrors(wrong)).toEqual([
      { path: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
    ])
    const both = await change({ password: 'short', currentPassword: '' })
    expect(await fieldErrors(both)).toEqual([
      { path: 'password', message: PASSWORD_TOO_SHORT },
      { path: 'currentPassword', message: CURRENT_PASSWORD_MISSING },
    ])

    const sessionsBefore = (await payload.findByID({ collection: 'users', id: user.id })).sessions
    const changed = await change({ password: 'my next password here', currentPassword: PASSWORD })
    expect(changed.status).toBe(200)
    // The check of the current password started no session, and stored nothing of it.
    const after = await payload.findByID({ collection: 'users', id: user.id })
    expect(after.sessions?.map((session) => session.id)).toEqual(
      sessionsBefore?.map((session) => session.id),
    )
    expect(after).not.toHaveProperty('currentPassword')
    await expect(localLogin(user.email)).rejects.toThrow()
    expect(await authOf(await localLogin(user.email, 'my next password here'))).toBe(user.email)
  })

  it('counts wrong current passwords against the sign-in limits', async () => {
    const user = await makeUser('guessed@example.com')
    const token = await localLogin(user.email)
    const guess = (i: number) =>
      rest('PATCH', `users/${user.id}`, {
        token,
        address: '203.0.113.50',
        body: { password: 'taking over the account', currentPassword: `guess ${i}` },
      })
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(400)
    const refused = await guess(10)
    expect(refused.status).toBe(429)
    expect((await errorOf(refused)).message).toBe(tooManyAttempts(15 * 60))
  })

  it("lets an admin set another user's password without theirs, which ends their sessions", async () => {
    const user = await makeUser('managed@example.com')
    const theirs = await localLogin(user.email)
    const adminToken = await localLogin(admin.email)
    const response = await rest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { password: 'set by the admin today' },
    })
    expect(response.status).toBe(200)
    expect(await me(theirs)).toBeNull()
    expect(await me(adminToken)).toBe(admin.email)
    expect(await authOf(await localLogin(user.email, 'set by the admin today'))).toBe(user.email)
  })
})

type Peer = {
  ask: (command: object) => Promise<Record<string, unknown>>
  stop: () => Promise<void>
}

/** A second Payload process on this test's database (tests/helpers/sign-in-peer.ts). */
async function startPeer(): Promise<Peer> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/helpers/sign-in-peer.ts'],
    { env: process.env },
  )
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
  const waiting: Array<(answer: Record<string, unknown>) => void> = []
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('@peer ')) waiting.shift()?.(JSON.parse(line.slice(6)))
  })
  const next = () => new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve))
  expect(await next()).toEqual({ ready: true })
  return {
    ask: (command) => {
      const answer = next()
      child.stdin.write(`${JSON.stringify(command)}\n`)
      return answer
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      await exited
    },
  }
}
