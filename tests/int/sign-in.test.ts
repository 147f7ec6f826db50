import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import crypto from 'node:crypto'
import readline from 'node:readline'

import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { Users } from '@/collections/Users'
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '@/features/staff/currentPassword'
import { PASSWORD_TOO_SHORT, passwordRefusalMessage } from '@/features/staff/password'
import { PAYLOAD_PASSWORD_HASH, tooManyAttempts } from '@/features/staff/server/signIn'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Signing in to the studio, through Payload's Local API and the REST handlers the studio's forms
 * post to, on a real database:
 * - sessions that hold: sign-ins at the same moment, in one process or two, each keep their
 *   session, and a sign-out ends only its own (Payload's race, payloadcms/payload#16027 and
 *   #18132: collections/Users/sessionStore.ts);
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
  { body, token, address = '192.0.2.1' }: { body?: unknown; token?: string; address?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
  }
  if (token) headers.authorization = `JWT ${token}`
  const request = new Request(`${base}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace('/api/', '').split('/')
  return handlers[method](config)(request, { params: Promise.resolve({ slug }) })
}

const restLogin = (email: string, password: string, address?: string) =>
  rest('POST', 'users/login', { body: { email, password }, address })

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
