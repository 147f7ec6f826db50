import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { decodeJwt } from 'jose'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { PASSWORD_CHOSEN_SIGN_IN } from '@/features/staff/choosePassword'
import { CURRENT_PASSWORD_WRONG } from '@/features/staff/currentPassword'
import { tooManyAttempts } from '@/features/staff/server/signIn'
import { codeAt } from '@/features/staff/totp/codes'
import {
  CODE_NEEDED,
  CODE_USED,
  CODE_WRONG,
  FROM_THIS_SITE_ONLY,
  RECOVERY_CODE_WRONG,
  SETUP_NEEDED,
  TWO_STEP_REQUIRED_FOR_ADMINS,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@/features/staff/totp/words'
import { REQUIRE_FIRST_YOURSELF } from '@/globals/SiteSettings/twoStep'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Two-step sign-in (features/staff/totp) through Payload's REST handlers, the studio's sign-in and
 * the users' endpoints, on a real database: no session before the code, codes good once (in
 * parallel too), wrong codes slowed like wrong passwords, admins made to set it up when the
 * Business profile requires it, and the secret never sent out. The codes are computed here from
 * the secret the setup shows, as an authenticator app would; the clock moves 30 seconds at a time
 * between sign-ins (a code is good once, and never one older than the last used). Each test signs
 * in from addresses of its own, so the sign-in limits' counts never meet.
 */
const PASSWORD = 'the right password, at last'
const base = 'http://localhost:3000/api'

let ctx: TestPayload
let payload: Payload
let admin: User

type Method = 'GET' | 'POST' | 'PATCH'
const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }

type Options = {
  body?: unknown
  token?: string
  address?: string
  headers?: Record<string, string>
}

/** A request to Payload's REST API from `address`, signed in with `token` when given. */
async function rest(method: Method, path: string, options: Options = {}) {
  const { body, token, address = '192.0.2.1', headers: extra = {} } = options
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address,
    ...extra,
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

/** A user's row as the database adapter reads it, hidden fields and all. */
type Row = Record<string, unknown> & { id: number | string }

type ErrorBody = { errors: Array<{ message: string; data?: { twoStep?: string } }> }
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]

const login = (body: Record<string, unknown>, address?: string) =>
  rest('POST', 'users/login', { body, address })

/** A sign-in that must succeed: its token. */
async function signIn(body: Record<string, unknown>, address?: string) {
  const response = await login(body, address)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Who a token is signed in as (GET /api/users/me, as the proxy asks): null when nobody. */
async function me(token: string): Promise<string | null> {
  const response = await rest('GET', 'users/me', { token })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

/** The user's entries of two-step sign-in in the key-value store. */
async function storeEntries(userId: number | string) {
  const { docs } = await payload.db.find<{ id: number; key: string; data: unknown }>({
    collection: 'payload-kv',
    where: { key: { like: `two-step:${userId}:` } },
    limit: 0,
    pagination: false,
  })
  return docs
    .filter(({ key }) => key.startsWith(`two-step:${userId}:`))
    .map(({ key, data }) => ({ key, data }))
}

/** The user's row's `totpEnabled`, as the studio shows it. */
const enabledShown = async (userId: number | string) =>
  (await payload.db.findOne<Row>({ collection: 'users', where: { id: { equals: userId } } }))
    ?.totpEnabled === true

/** The session entries the studio's store holds for the user. */
const sessionRows = async (userId: number | string) =>
  (await payload.kv.keys()).filter((key) => key.startsWith(`studio-session:${userId}:`))

/** The clock 30 seconds on: the authenticator app's next code. */
function nextStep() {
  vi.setSystemTime(Date.now() + 30_000)
}

/** The app's code now, from the secret. */
const appCode = (secret: string) => codeAt(secret, Date.now())

let count = 0
const makeUser = async (role: User['role'] = 'editor') =>
  payload.create({
    collection: 'users',
    data: { email: `two-step-${++count}@example.com`, password: PASSWORD, name: 'Two Step', role },
  })

/** Turns two-step sign-in on for `user` through its account's endpoints; its secret and codes. */
async function turnOn(user: User, address = '198.51.100.200') {
  const token = await signIn({ email: user.email, password: PASSWORD }, address)
  const setup = await rest('POST', 'users/totp/setup', { token, body: {}, address })
  expect(setup.status).toBe(200)
  const { secret } = (await setup.json()) as TwoStepSetup
  nextStep()
  const confirm = await rest('POST', 'users/totp/confirm', {
    token,
    body: { password: PASSWORD, code: appCode(secret) },
    address,
  })
  expect(confirm.status).toBe(200)
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] }
  nextStep()
  return { secret, recoveryCodes, token }
}

const requireForAdmins = (value: boolean) =>
  payload.updateGlobal({ slug: 'site-settings', data: { twoStepForAdmins: value } })

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      businessName: 'High Country Log Home Finishing',
      phone: '(719) 555-0142',
      email: 'estimates@example.com',
      notificationEmail: 'owner@example.com',
      address: {
        streetAddress: 'PO Box 1',
        locality: 'Fairplay',
        region: 'CO',
        postalCode: '80440',
      },
      geo: { latitude: 39.2, longitude: -106 },
      claims: { years: '20+', projects: '500+' },
      seo: { defaultDescription: 'Log home restoration.' },
    },
  })
  admin = await makeUser('admin')
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
})

afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await requireForAdmins(false)
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('setting it up', () => {
  it('shows a QR code and the secret, and turns on only with a right code and the password', async () => {
    const user = await makeUser()
    const address = '203.0.113.1'
    const token = await signIn({ email: user.email, password: PASSWORD }, address)
    const status = async () =>
      (await (await rest('GET', 'users/totp/status', { token })).json()) as TwoStepStatus
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false })

    const setup = await rest('POST', 'users/totp/setup', { token, body: {}, address })
    expect(setup.status).toBe(200)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    const shown = (await setup.json()) as TwoStepSetup
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(shown.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(shown.uri).toContain(`secret=${shown.secret}`)
    expect(shown.uri).toContain(encodeURIComponent(user.email))

    // The pending secret is the server's: a secret sent by the browser is not taken.
    const confirm = (body: Record<string, unknown>) =>
      rest('POST', 'users/totp/confirm', { token, body, address })
    const own = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
    const chosen = await confirm({ password: PASSWORD, code: appCode(own), secret: own })
    expect(chosen.status).toBe(401)
    expect(await errorOf(chosen)).toMatchObject({ message: CODE_WRONG })
    // The password is asked too.
    const noPassword = await confirm({ code: appCode(shown.secret) })
    expect(noPassword.status).toBe(422)
    const wrongPassword = await confirm({
      password: 'not the password',
      code: appCode(shown.secret),
    })
    expect(wrongPassword.status).toBe(401)
    expect((await errorOf(wrongPassword)).message).toBe(CURRENT_PASSWORD_WRONG)
    expect((await status()).enabled).toBe(false)

    const right = await confirm({ password: PASSWORD, code: appCode(shown.secret) })
    expect(right.status).toBe(200)
    const { recoveryCodes } = (await right.json()) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/)
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false })
    // The session that set it up goes on.
    expect(await me(token)).toBe(user.email)
    // A second setup is refused while it is on.
    expect((await rest('POST', 'users/totp/setup', { token, body: {}, address })).status).toBe(409)
  })

  it('is for the signed-in user only, from this site only, with its body checked', async () => {
    const user = await makeUser()
    const token = await signIn({ email: user.email, password: PASSWORD }, '203.0.113.2')
    for (const path of ['setup', 'confirm', 'disable', 'recovery-codes']) {
      const anonymous = await rest('POST', `users/totp/${path}`, { body: {} })
      expect([401, 422], path).toContain(anonymous.status)
      const crossSite = await rest('POST', `users/totp/${path}`, {
        token,
        body: {},
        headers: { 'sec-fetch-site': 'cross-site' },
      })
      expect(crossSite.status, path).toBe(403)
      expect((await errorOf(crossSite)).message).toBe(FROM_THIS_SITE_ONLY)
    }
    expect((await rest('GET', 'users/totp/status')).status).toBe(401)
    // Signing in (no session), a setup is only for an admin who must set it up.
    const stranger = await rest('POST', 'users/totp/setup', {
      body: { email: user.email, password: PASSWORD },
    })
    expect(stranger.status).toBe(401)
    const malformed = await rest('POST', 'users/totp/confirm', {
      token,
      body: { password: 42, code: ['123456'] },
    })
    expect(malformed.status).toBe(422)
  })
})

describe('signing in with it on', () => {
  it('gives no token and starts no session for the password alone; the code does', async () => {
    const user = await makeUser()
    const { secret } = await turnOn(user)
    const address = '203.0.113.10'
    const before = await sessionRows(user.id)

    const passwordOnly = await login({ email: user.email, password: PASSWORD }, address)
    expect(passwordOnly.status).toBe(401)
    expect(passwordOnly.headers.get('set-cookie')).toBeNull()
    const body = (await passwordOnly.json()) as ErrorBody & { token?: string }
    expect(body.token).toBeUndefined()
    expect(body.errors[0]).toMatchObject({ message: CODE_NEEDED, data: { twoStep: 'code' } })
    expect(await sessionRows(user.id)).toEqual(before)
    // Through the Local API too (a script's sign-in).
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } }),
    ).rejects.toMatchObject({ status: 401, data: { twoStep: 'code' } })
    expect(await sessionRows(user.id)).toEqual(before)

    // A wrong password says nothing of the code.
    const wrongPassword = await login(
      { email: user.email, password: 'nope', code: '123456' },
      address,
    )
    expect(wrongPassword.status).toBe(401)
    expect((await errorOf(wrongPassword)).data).toBeUndefined()

    const token = await signIn(
      { email: user.email, password: PASSWORD, code: appCode(secret) },
      address,
    )
    expect(await me(token)).toBe(user.email)
    expect((await sessionRows(user.id)).length).toBe(before.length + 1)

    nextStep()
    const local = await payload.login({
      collection: 'users',
      data: { email: user.email, password: PASSWORD, code: appCode(secret) } as never,
    })
    expect(local.token).toBeTruthy()
  })

  it('refuses a code used already (replay), and an older one', async () => {
    const user = await makeUser()
    const { secret } = await turnOn(user)
    const address = '203.0.113.11'
    const code = appCode(secret)
    await signIn({ email: user.email, password: PASSWORD, code }, address)
    const again = await login({ email: user.email, password: PASSWORD, code }, address)
    expect(again.status).toBe(401)
    expect(await errorOf(again)).toMatchObject({ message: CODE_USED, data: { twoStep: 'wrong' } })
    // The step before, still within the window, is older than the one used: refused too.
    const older = codeAt(secret, Date.now() - 30_000)
    if (older !== code) {
      const previous = await login({ email: user.email, password: PASSWORD, code: older }, address)
      expect(previous.status).toBe(401)
    }
    // The same code sent twice at the same moment: one sign-in.
    nextStep()
    const fresh = appCode(secret)
    const both = await Promise.all(
      [1, 2, 3].map(() => login({ email: user.email, password: PASSWORD, code: fresh }, address)),
    )
    expect(both.map((response) => response.status).sort()).toEqual([200, 401, 401])
  })

  it('counts wrong codes like wrong passwords: slowed, then refused with 429', async () => {
    const user = await makeUser()
    const { secret } = await turnOn(user)
    const address = '203.0.113.12'
    const right = appCode(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await login({ email: user.email, password: PASSWORD, code: wrong }, address)
      statuses.push(response.status)
      if (response.status === 401) {
        expect(await errorOf(response)).toMatchObject({ message: CODE_WRONG })
      } else {
        expect((await errorOf(response)).message).toBe(tooManyAttempts(15 * 60))
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    // The right code waits there too, and starts no session.
    const before = await sessionRows(user.id)
    const waits = await login({ email: user.email, password: PASSWORD, code: right }, address)
    expect(waits.status).toBe(429)
    expect(await sessionRows(user.id)).toEqual(before)
    // The password alone (no code) counts too: after it, the right code from elsewhere works.
    const elsewhere = '198.51.100.12'
    expect((await login({ email: user.email, password: PASSWORD }, elsewhere)).status).toBe(401)
    expect(
      await me(await signIn({ email: user.email, password: PASSWORD, code: right }, elsewhere)),
    ).toBe(user.email)
  })

  it('takes a recovery code once, typed any way, and never twice at the same moment', async () => {
    const user = await makeUser()
    const { recoveryCodes, token } = await turnOn(user)
    const address = '203.0.113.13'
    const [first, second, third] = recoveryCodes
    const typed = ` ${first.replace('-', ' ').toUpperCase()} `
    const viaRecovery = await signIn(
      { email: user.email, password: PASSWORD, recoveryCode: typed },
      address,
    )
    expect(await me(viaRecovery)).toBe(user.email)
    const again = await login(
      { email: user.email, password: PASSWORD, recoveryCode: first },
      address,
    )
    expect(again.status).toBe(401)
    expect(await errorOf(again)).toMatchObject({
      message: RECOVERY_CODE_WRONG,
      data: { twoStep: 'wrong' },
    })
    const made = await login(
      { email: user.email, password: PASSWORD, recoveryCode: 'abcde-fghjk' },
      address,
    )
    expect(made.status).toBe(401)

    // Five sign-ins with one code, at the same moment: one gets in.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        login(
          { email: user.email, password: PASSWORD, recoveryCode: second },
          `198.51.100.${20 + i}`,
        ),
      ),
    )
    expect(parallel.map((response) => response.status).sort()).toEqual([200, 401, 401, 401, 401])

    const status = (await (
      await rest('GET', 'users/totp/status', { token })
    ).json()) as TwoStepStatus
    expect(status.recoveryCodesLeft).toBe(8)

    // New codes (for a code): the old ones stop working.
    const renewed = await rest('POST', 'users/totp/recovery-codes', {
      token,
      body: { recoveryCode: third },
      address,
    })
    expect(renewed.status).toBe(200)
    const { recoveryCodes: fresh } = (await renewed.json()) as { recoveryCodes: string[] }
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(recoveryCodes[3])
    const old = await login(
      { email: user.email, password: PASSWORD, recoveryCode: recoveryCodes[3] },
      address,
    )
    expect(old.status).toBe(401)
    await signIn({ email: user.email, password: PASSWORD, recoveryCode: fresh[0] }, address)
    const left = (await (await rest('GET', 'users/totp/status', { token })).json()) as TwoStepStatus
    expect(left.recoveryCodesLeft).toBe(9)
  })

  it('is turned off with the password and a code, and the password alone then signs in', async () => {
    const user = await makeUser()
    const { secret, token } = await turnOn(user)
    const address = '203.0.113.14'
    const off = (body: Record<string, unknown>) =>
      rest('POST', 'users/totp/disable', { token, body, address })
    expect((await off({ password: PASSWORD })).status).toBe(422)
    expect(
      (await off({ password: PASSWORD, code: '000000' === appCode(secret) ? '111111' : '000000' }))
        .status,
    ).toBe(401)
    expect((await off({ password: 'wrong password', code: appCode(secret) })).status).toBe(401)
    expect((await off({ password: PASSWORD, code: appCode(secret) })).status).toBe(200)
    expect(await me(await signIn({ email: user.email, password: PASSWORD }, address))).toBe(
      user.email,
    )
    expect(await storeEntries(user.id)).toEqual([])
    expect(await enabledShown(user.id)).toBe(false)
  })

  it('lets an admin turn it off for someone who lost their phone; nobody turns it on by a save', async () => {
    const user = await makeUser()
    const { token: userToken } = await turnOn(user)
    const address = '203.0.113.15'
    const adminToken = await signIn({ email: admin.email, password: PASSWORD }, address)
    const editor = await makeUser()
    const editorToken = await signIn({ email: editor.email, password: PASSWORD }, address)
    const turnOffFor = (token: string, id: number | string) =>
      rest('POST', 'users/totp/turn-off-for', { token, body: { user: id }, address })
    // Not by a save of the user: the field is the server's (a form opened before the setup would
    // otherwise turn it off as it saved). Not by the user (their password and a code), nor an editor.
    for (const token of [adminToken, userToken]) {
      await rest('PATCH', `users/${user.id}`, {
        token,
        body: { totpEnabled: false, name: 'Saved' },
      })
    }
    expect((await turnOffFor(userToken, user.id)).status).toBe(403)
    expect((await turnOffFor(editorToken, user.id)).status).toBe(403)
    expect(await enabledShown(user.id)).toBe(true)
    expect((await login({ email: user.email, password: PASSWORD }, address)).status).toBe(401)
    // An admin, for them.
    expect((await turnOffFor(adminToken, user.id)).status).toBe(200)
    expect(await enabledShown(user.id)).toBe(false)
    expect(await storeEntries(user.id)).toEqual([])
    expect(await me(await signIn({ email: user.email, password: PASSWORD }, address))).toBe(
      user.email,
    )
    // Nobody turns it on by a save, the admin for someone else or a user for themself.
    const other = await makeUser()
    const otherToken = await signIn({ email: other.email, password: PASSWORD }, address)
    for (const token of [adminToken, otherToken]) {
      await rest('PATCH', `users/${other.id}`, { token, body: { totpEnabled: true } })
    }
    expect(await enabledShown(other.id)).toBe(false)
    expect((await login({ email: other.email, password: PASSWORD }, address)).status).toBe(200)
  })

  it('holds when a sign-in or a save writes back an older row of the user', async () => {
    // Payload's sign-in writes the whole row it read back (its sessions), and so does a save: the
    // state lives in the key-value store, which neither writes, and the row's field is put right.
    const user = await makeUser()
    const older = await payload.db.findOne<Row>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    const { secret } = await turnOn(user)
    await payload.db.updateOne({ collection: 'users', id: user.id, data: older! })
    expect(await enabledShown(user.id)).toBe(false)
    const address = '203.0.113.17'
    const passwordOnly = await login({ email: user.email, password: PASSWORD }, address)
    expect(passwordOnly.status).toBe(401)
    expect(await enabledShown(user.id)).toBe(true)
    await signIn({ email: user.email, password: PASSWORD, code: appCode(secret) }, address)
  })

  it('never sends the secret, the codes or their hashes: not /me, the user, the token, a query', async () => {
    const user = await makeUser()
    const { secret, recoveryCodes } = await turnOn(user)
    const address = '203.0.113.16'
    const token = await signIn(
      { email: user.email, password: PASSWORD, code: appCode(secret) },
      address,
    )
    const entries = await storeEntries(user.id)
    const sealed = String(
      (entries.find(({ key }) => key.endsWith(':secret'))?.data as { sealed: string }).sealed,
    )
    const { hashes } = entries.find(({ key }) => key.endsWith(':codes'))?.data as {
      hashes: string[]
    }
    // Sealed in the store: not the secret itself.
    expect(sealed).not.toContain(secret)
    expect(JSON.stringify(entries)).not.toContain(secret)
    for (const code of recoveryCodes) expect(JSON.stringify(entries)).not.toContain(code)
    const adminToken = await signIn({ email: admin.email, password: PASSWORD }, address)
    const answers = [
      await rest('GET', 'users/me', { token }),
      await rest('GET', `users/${user.id}`, { token }),
      await rest('GET', `users/${user.id}?depth=2`, { token: adminToken }),
      await rest('GET', `users?where[email][equals]=${user.email}`, { token: adminToken }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      const text = await answer.text()
      expect(text).not.toContain(secret)
      expect(text).not.toContain(sealed)
      for (const hash of hashes) expect(text).not.toContain(hash)
      for (const code of recoveryCodes) expect(text).not.toContain(code)
    }
    const mine = (await (await rest('GET', 'users/me', { token })).json()) as {
      user: Record<string, unknown>
    }
    expect(mine.user.totpEnabled).toBe(true)
    // Nothing of it in the token.
    const claims = decodeJwt(token)
    expect(Object.keys(claims).sort()).toEqual(
      ['collection', 'email', 'exp', 'iat', 'id', 'role', 'sid'].sort(),
    )
    // The store is open to no API, admins included, nor to a query through the users.
    for (const path of ['payload-kv', `payload-kv?where[key][like]=two-step`]) {
      const closed = await rest('GET', path, { token: adminToken })
      expect(closed.status, path).toBe(403)
      expect(await closed.text()).not.toContain(sealed)
    }
    // Its status says no more than on or off and a count.
    const status = await rest('GET', 'users/totp/status', { token })
    expect(await status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false })
  })
})

describe('required for admins', () => {
  it('is set only by an admin who uses it, and ends the sessions of admins without it', async () => {
    const owner = await makeUser('admin')
    const ownerToken = await signIn({ email: owner.email, password: PASSWORD }, '203.0.113.20')
    const require = () =>
      rest('POST', 'globals/site-settings', { token: ownerToken, body: { twoStepForAdmins: true } })
    const refused = await require()
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(REQUIRE_FIRST_YOURSELF)

    const { token: ownerSession } = await turnOn(owner, '203.0.113.20')
    const other = await makeUser('admin')
    const otherToken = await signIn({ email: other.email, password: PASSWORD }, '203.0.113.21')
    const editor = await makeUser('editor')
    const editorToken = await signIn({ email: editor.email, password: PASSWORD }, '203.0.113.21')
    const set = await rest('POST', 'globals/site-settings', {
      token: ownerSession,
      body: { twoStepForAdmins: true },
    })
    expect(set.status).toBe(200)
    // The admin without it is signed out; the owner (with it) and the editor are not.
    expect(await me(otherToken)).toBeNull()
    expect(await me(ownerSession)).toBe(owner.email)
    expect(await me(editorToken)).toBe(editor.email)
    // Only admins see or change the requirement.
    const asEditor = await rest('GET', 'globals/site-settings', { token: editorToken })
    expect(await asEditor.json()).not.toHaveProperty('twoStepForAdmins')
  })

  it('refuses an admin without it any session, and sets it up in the sign-in before one', async () => {
    const other = await makeUser('admin')
    const editor = await makeUser('editor')
    await requireForAdmins(true)
    const address = '203.0.113.22'
    const before = await sessionRows(other.id)

    const refused = await login({ email: other.email, password: PASSWORD }, address)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await errorOf(refused)).toMatchObject({
      message: SETUP_NEEDED,
      data: { twoStep: 'setup' },
    })
    expect(await sessionRows(other.id)).toEqual(before)
    // A wrong password is a wrong password, as always.
    expect(
      await errorOf(await login({ email: other.email, password: 'nope' }, address)),
    ).not.toHaveProperty('data')
    // Others are not concerned.
    expect((await login({ email: editor.email, password: PASSWORD }, address)).status).toBe(200)

    // The setup, in the sign-in form: the e-mail and password name the account.
    const wrongPassword = await rest('POST', 'users/totp/setup', {
      body: { email: other.email, password: 'nope' },
      address,
    })
    expect(wrongPassword.status).toBe(401)
    const setup = await rest('POST', 'users/totp/setup', {
      body: { email: other.email, password: PASSWORD },
      address,
    })
    expect(setup.status).toBe(200)
    const { secret } = (await setup.json()) as TwoStepSetup
    expect(setup.headers.get('set-cookie')).toBeNull()
    const wrongCode = await rest('POST', 'users/totp/confirm', {
      body: {
        email: other.email,
        password: PASSWORD,
        code: appCode(secret) === '000000' ? '111111' : '000000',
      },
      address,
    })
    expect(wrongCode.status).toBe(401)
    expect(await sessionRows(other.id)).toEqual(before)
    const confirmed = await rest('POST', 'users/totp/confirm', {
      body: { email: other.email, password: PASSWORD, code: appCode(secret) },
      address,
    })
    expect(confirmed.status).toBe(200)
    const cookie = confirmed.headers.get('set-cookie') ?? ''
    const sessionToken = /payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
    expect(await me(sessionToken)).toBe(other.email)
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)

    // From now on: the password and a code. It cannot be turned off while required.
    expect((await login({ email: other.email, password: PASSWORD }, address)).status).toBe(401)
    nextStep()
    const off = await rest('POST', 'users/totp/disable', {
      token: sessionToken,
      body: { password: PASSWORD, code: appCode(secret) },
      address,
    })
    expect(off.status).toBe(403)
    expect((await errorOf(off)).message).toBe(TWO_STEP_REQUIRED_FOR_ADMINS)
    await signIn({ email: other.email, password: PASSWORD, code: appCode(secret) }, address)
    // Once set up, the signing-in setup is closed to it.
    const again = await rest('POST', 'users/totp/setup', {
      body: { email: other.email, password: PASSWORD },
      address,
    })
    expect(again.status).toBe(401)
  })
})

describe('a password reset', () => {
  it('sets the password of an account with it on but starts no session', async () => {
    const user = await makeUser()
    const { secret } = await turnOn(user)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const before = await sessionRows(user.id)
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'chosen from the link, long' },
    })
    expect(reset.status).toBe(200)
    expect(((await reset.json()) as { token?: string }).token).toBeUndefined()
    expect(await sessionRows(user.id)).toEqual([])
    expect(before.length).toBeGreaterThan(0)
    // The choose-password form sends it to sign in, with the new password and a code.
    const second = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    })
    const chosen = await REST_POST(config)(
      new Request(`${base}/users/choose-password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams({
          token: second,
          password: 'another long new password',
          confirm: 'another long new password',
        }).toString(),
      }),
      { params: Promise.resolve({ slug: ['users', 'choose-password'] }) },
    )
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe(PASSWORD_CHOSEN_SIGN_IN)
    // No session cookie: only the device cookie, that makes this browser known to the account's
    // sign-in limits (features/staff/server/device.ts), which opens nothing by itself.
    expect(chosen.headers.getSetCookie().map((line) => line.split('=')[0])).toEqual([
      'studio-device',
    ])
    expect(await sessionRows(user.id)).toEqual([])
    await signIn(
      { email: user.email, password: 'another long new password', code: appCode(secret) },
      '203.0.113.30',
    )
  })
})
