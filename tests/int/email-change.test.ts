import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { startFakeResend, type FakeResend } from '../../scripts/lib/fakes.mjs'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  CURRENT_PASSWORD_WRONG,
} from '@/features/staff/currentPassword'
import { EMAIL_UNDO_VALID_DAYS, undoStateOf } from '@/features/staff/emailChange'
import { openUndoLink, undoTokenHash } from '@/features/staff/server/emailUndo'
import type { User } from '@/payload-types'

/**
 * A studio account's e-mail address, on a real database, through Payload's REST handlers (the
 * studio's saves and the API alike) and a Resend-speaking server on 127.0.0.1:
 * - changing one's own address takes the current password (a session left open is not enough to
 *   send the next "Forgot password?" link elsewhere); an admin changes another's without it;
 * - every change is in the account's read-only history and sends the old address a notice whose
 *   link undoes it for 7 days: once, whatever the number of presses at once, never after it
 *   expired or a later undo ended it, never with a token changed by a character or made up;
 * - the undo puts the old address back, ends every session, and leads to a new password.
 * Through the studio and the browser: tests/e2e/email-change.spec.ts.
 */
const PASSWORD = 'a long and private passphrase'
const SITE = 'https://logs.example.com'
const base = 'http://localhost:3000/api'

let ctx: TestPayload
let payload: Payload
let resend: FakeResend
let admin: User
let adminToken: string

type Method = 'GET' | 'POST' | 'PATCH'
const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }
let addresses = 0

/** A request to Payload's REST API, signed in with `token` when given, from an address of its own. */
async function rest(
  method: Method,
  path: string,
  { body, token, address }: { body?: unknown; token?: string; address?: string } = {},
) {
  addresses += 1
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': address ?? `198.51.100.${addresses % 250}`,
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

/** The undo page's button: its form posted to the endpoint, from the site's page by default. */
const press = (token: string, site = 'same-origin') =>
  REST_POST(config)(
    new Request(`${base}/users/undo-email-change`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
      body: new URLSearchParams({ token }).toString(),
    }),
    { params: Promise.resolve({ slug: ['users', 'undo-email-change'] }) },
  )

const login = async (email: string, password = PASSWORD) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!

/** Who a token is signed in as, asked as the studio asks (GET /api/users/me): null when nobody. */
async function me(token: string): Promise<string | null> {
  const response = await rest('GET', 'users/me', { token })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

const fieldErrors = async (response: Response) =>
  (
    (
      (await response.json()) as {
        errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
      }
    ).errors[0].data?.errors ?? []
  ).map(({ path, message }) => ({ path, message }))

/**
 * Stops the clock (Date only) at a whole second a little ahead of now, so tokens made before it
 * still hold, and returns that moment. The caller starts it again with vi.useRealTimers().
 */
function atNextSecond(): number {
  const at = Math.ceil(Date.now() / 1000) * 1000 + 1000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
  return at
}

const stored = (id: number) => payload.findByID({ collection: 'users', id, depth: 0 })

let accounts = 0
async function makeUser(name: string, role: User['role'] = 'editor') {
  accounts += 1
  return payload.create({
    collection: 'users',
    data: { email: `user-${accounts}@example.com`, password: PASSWORD, name, role },
  })
}

/** The notices the fake Resend took for `to`. */
const noticesTo = (to: string) =>
  resend.received.filter(
    (mail) =>
      mail.body.to === to && String(mail.body.subject).startsWith('Your studio e-mail address'),
  )

/** The undo link of the latest notice to `to`: its token. */
function undoTokenSentTo(to: string) {
  const mail = noticesTo(to).at(-1)
  if (!mail) throw new Error(`no notice to ${to}`)
  const link = /href="([^"]*\/undo-email-change\/[^"]*)"/.exec(String(mail.body.html))?.[1]
  if (!link) throw new Error('no undo link in the notice')
  expect(link.startsWith(`${SITE}/undo-email-change/`)).toBe(true)
  return decodeURIComponent(link.slice(`${SITE}/undo-email-change/`.length))
}

/** An account changes its own address through the API, with its password. */
async function changeOwn(user: User, token: string, email: string) {
  const response = await rest('PATCH', `users/${user.id}`, {
    token,
    body: { email, currentPassword: PASSWORD },
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  resend = await startFakeResend({ apiKey: 're_email_change' })
  process.env.RESEND_API_KEY = 're_email_change'
  process.env.RESEND_BASE_URL = resend.url
  process.env.NEXT_PUBLIC_SERVER_URL = SITE
  admin = await makeUser('Olive Owner', 'admin')
  adminToken = await login(admin.email)
})

afterAll(async () => {
  await resend?.close()
  await ctx?.cleanup()
})

describe('changing an e-mail address', () => {
  it('takes one’s own current password, checked as a sign-in', async () => {
    const user = await makeUser('Sally Self')
    const token = await login(user.email)
    const change = (body: Record<string, unknown>) =>
      rest('PATCH', `users/${user.id}`, { token, body })

    const missing = await change({ email: 'sally.new@example.com' })
    expect(missing.status).toBe(400)
    expect(await fieldErrors(missing)).toEqual([
      { path: 'currentPassword', message: CURRENT_PASSWORD_FOR_EMAIL },
    ])
    const wrong = await change({ email: 'sally.new@example.com', currentPassword: 'a guess!' })
    expect(wrong.status).toBe(400)
    expect(await fieldErrors(wrong)).toEqual([
      { path: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
    ])
    // The same address in other letters is no change, and asks nothing.
    const same = await change({ email: ` ${user.email.toUpperCase()} `, name: 'Sally S.' })
    expect(same.status).toBe(200)
    expect((await stored(user.id)).email).toBe(user.email)
    expect(noticesTo(user.email)).toHaveLength(0)

    const right = await change({ email: 'Sally.New@Example.com', currentPassword: PASSWORD })
    expect(right.status).toBe(200)
    const after = await stored(user.id)
    expect(after.email).toBe('sally.new@example.com')
    expect(after).not.toHaveProperty('currentPassword')
    expect(after.emailChanges?.map(({ from, to, how, by }) => ({ from, to, how, by }))).toEqual([
      {
        from: user.email,
        to: 'sally.new@example.com',
        how: 'self',
        by: `Sally S. (${user.email})`,
      },
    ])
    // The session that changed it goes on; the new address signs in.
    expect(await me(token)).toBe('sally.new@example.com')
    expect(await me(await login('sally.new@example.com'))).toBe('sally.new@example.com')
  })

  it('counts wrong current passwords against the sign-in limits', async () => {
    const user = await makeUser('Gus Guessed')
    const token = await login(user.email)
    const guess = (i: number) =>
      rest('PATCH', `users/${user.id}`, {
        token,
        address: '203.0.113.77',
        body: { email: 'gus.taken@example.com', currentPassword: `guess ${i}` },
      })
    for (let i = 0; i < 10; i++) expect((await guess(i)).status).toBe(400)
    const refused = await guess(10)
    expect(refused.status).toBe(429)
    expect((await stored(user.id)).email).toBe(user.email)
    expect(noticesTo(user.email)).toHaveLength(0)
  })

  it('sends the old address a notice with the new one, the date and a link valid 7 days', async () => {
    const user = await makeUser('Nora Notice')
    const token = await login(user.email)
    const at = atNextSecond()
    try {
      await changeOwn(user, token, 'nora.elsewhere@example.com')
    } finally {
      vi.useRealTimers()
    }
    expect(noticesTo('nora.elsewhere@example.com')).toHaveLength(0)
    const [notice] = noticesTo(user.email)
    expect(notice.body.subject).toBe(
      `Your studio e-mail address was changed | ${siteSettings.businessName}`,
    )
    const text = String(notice.body.text)
    expect(text).toContain(`at ${siteSettings.businessName}`)
    expect(text).toContain('to nora.elsewhere@example.com on ')
    expect(text).toMatch(/ on \w+ \d+, \d{4} at \d+:\d\d [AP]M M[DS]T/)
    expect(text).toContain(`${EMAIL_UNDO_VALID_DAYS} days`)
    expect(text).toContain('If this wasn’t you, undo it')
    const undo = undoTokenSentTo(user.email)
    // Only the token's hash is kept.
    const { emailUndo } = await payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    expect(JSON.stringify(emailUndo)).not.toContain(undo.split('.')[1])
    expect(JSON.stringify(emailUndo)).toContain(undoTokenHash(undo))
    const expires = Date.parse(undoStateOf(emailUndo).links[0].expiresAt)
    expect(expires).toBe(at + 7 * 24 * 3600_000)
  })

  it('lets an admin change another’s address without a password, which is recorded and told', async () => {
    const user = await makeUser('Andy Admined', 'staff')
    const at = atNextSecond()
    const response = await rest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { email: 'andy.fixed@example.com' },
    }).finally(() => vi.useRealTimers())
    expect(response.status).toBe(200)
    const after = await stored(user.id)
    expect(after.email).toBe('andy.fixed@example.com')
    expect(after.emailChanges).toHaveLength(1)
    expect(after.emailChanges?.[0]).toMatchObject({
      from: user.email,
      to: 'andy.fixed@example.com',
      how: 'admin',
      by: `Olive Owner (${admin.email})`,
    })
    expect(after.emailChanges![0].at).toBe(new Date(at).toISOString())
    const [notice] = noticesTo(user.email)
    expect(String(notice.body.text)).toContain('by an admin, Olive Owner')

    // The user reads their history; staff read no one else's account, and nobody its links.
    const own = await rest('GET', `users/${user.id}`, {
      token: await login('andy.fixed@example.com'),
    })
    const body = (await own.json()) as User
    expect(body.emailChanges).toHaveLength(1)
    expect(body).not.toHaveProperty('emailUndo')
    const asAdmin = (await (
      await rest('GET', `users/${user.id}`, { token: adminToken })
    ).json()) as User
    expect(asAdmin.emailChanges).toHaveLength(1)
    expect(asAdmin).not.toHaveProperty('emailUndo')
  })

  it('lets nobody write the history or the links through the API, admins included', async () => {
    const user = await makeUser('Hank History')
    const token = await login(user.email)
    await changeOwn(user, token, 'hank.two@example.com')
    const before = await payload.findByID({ collection: 'users', id: user.id })
    const forged = {
      emailChanges: [{ from: 'x@example.com', to: 'y@example.com', how: 'admin', by: 'Nobody' }],
      emailUndo: { version: 99, links: [] },
    }
    for (const [who, as] of [
      ['the user', token],
      ['an admin', adminToken],
    ] as const) {
      const response = await rest('PATCH', `users/${user.id}`, { token: as, body: forged })
      expect(response.status, who).toBe(200)
      const after = await payload.findByID({ collection: 'users', id: user.id })
      expect(after.emailChanges, who).toEqual(before.emailChanges)
      expect(after.emailUndo, who).toEqual(before.emailUndo)
    }
  })
})

describe('the undo link', () => {
  it('puts the old address back once, ends every session and leads to a new password', async () => {
    const user = await makeUser('Uma Undone')
    const sessions = [await login(user.email), await login(user.email)]
    await changeOwn(user, sessions[0], 'uma.taken@example.com')
    const token = undoTokenSentTo(user.email)
    // Opening the page's link reads; it changes nothing.
    expect((await openUndoLink(payload, token))?.link.from).toBe(user.email)
    expect((await stored(user.id)).email).toBe('uma.taken@example.com')

    const done = await press(token)
    expect(done.status).toBe(303)
    const location = done.headers.get('location') ?? ''
    expect(location).toMatch(/^\/choose-password\/[0-9a-f]+$/)
    expect(done.headers.get('set-cookie')).toBeNull()

    const after = await stored(user.id)
    expect(after.email).toBe(user.email)
    expect(after.emailChanges?.map(({ from, to, how }) => [from, to, how])).toEqual([
      [user.email, 'uma.taken@example.com', 'self'],
      ['uma.taken@example.com', user.email, 'undo'],
    ])
    expect(after.emailChanges?.[1].by).toBe(`The undo link sent to ${user.email}`)
    // No notice of the undo itself, to the address it took back.
    expect(noticesTo('uma.taken@example.com')).toHaveLength(0)
    for (const session of sessions) expect(await me(session)).toBeNull()
    // Whoever changed it knew the password: it no longer works, on either address.
    await expect(login(user.email)).rejects.toThrow()
    await expect(login('uma.taken@example.com')).rejects.toThrow()

    // The second press, and the page, refuse.
    const again = await press(token)
    expect(again.headers.get('location')).toBe(`/undo-email-change/${token}?problem=used`)
    expect(await openUndoLink(payload, token)).toBeNull()

    // The owner chooses a new password on the page the undo led to, and signs in with it.
    const reset = decodeURIComponent(location.split('/choose-password/')[1])
    await payload.resetPassword({
      collection: 'users',
      data: { token: reset, password: 'my account is mine again' },
      overrideAccess: true,
    })
    expect(await me(await login(user.email, 'my account is mine again'))).toBe(user.email)
  })

  it('undoes once when its button is pressed many times at once', async () => {
    const user = await makeUser('Pete Parallel')
    await changeOwn(user, await login(user.email), 'pete.parallel@example.com')
    const token = undoTokenSentTo(user.email)
    const answers = await Promise.all(Array.from({ length: 8 }, () => press(token)))
    const locations = answers.map((answer) => answer.headers.get('location') ?? '')
    expect(locations.filter((location) => location.startsWith('/choose-password/'))).toHaveLength(1)
    expect(locations.filter((location) => location.endsWith('?problem=used'))).toHaveLength(7)
    const after = await stored(user.id)
    expect(after.email).toBe(user.email)
    expect(after.emailChanges?.filter((entry) => entry.how === 'undo')).toHaveLength(1)
  })

  it('refuses a link that has expired', async () => {
    const user = await makeUser('Eve Expired')
    await changeOwn(user, await login(user.email), 'eve.later@example.com')
    const token = undoTokenSentTo(user.email)
    const { emailUndo } = await payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    const state = undoStateOf(emailUndo)
    // Its 7 days over: the expiry as stored, a second ago.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        emailUndo: {
          ...state,
          links: state.links.map((link) => ({
            ...link,
            expiresAt: new Date(Date.now() - 1000).toISOString(),
          })),
        },
      },
    })
    const refused = await press(token)
    expect(refused.headers.get('location')).toBe(`/undo-email-change/${token}?problem=used`)
    expect((await stored(user.id)).email).toBe('eve.later@example.com')
  })

  it('refuses tokens changed by a character, moved to another account or made up', async () => {
    const victim = await makeUser('Vic Victim')
    await changeOwn(victim, await login(victim.email), 'vic.moved@example.com')
    const token = undoTokenSentTo(victim.email)
    const [id, secret] = token.split('.')
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    const other = await makeUser('Otto Other')
    const forged = [
      flip(token, token.length - 1),
      `${id}.${flip(secret, 0)}`,
      `${other.id}.${secret}`,
      `${id}.${'A'.repeat(43)}`,
      `${id}.${undoTokenHash(token)}`,
      `${id}.${secret}x`,
      secret,
      '',
    ]
    for (const attempt of forged) {
      const refused = await press(attempt)
      expect(refused.status, attempt).toBe(303)
      expect(refused.headers.get('location'), attempt).toMatch(/\?problem=used$/)
    }
    expect((await stored(victim.id)).email).toBe('vic.moved@example.com')
    expect((await stored(other.id)).email).toBe(other.email)
    // The real one still works after all that.
    expect((await press(token)).headers.get('location')).toMatch(/^\/choose-password\//)
  })

  it('is pressed only from the site’s own page', async () => {
    const user = await makeUser('Carl Crosssite')
    await changeOwn(user, await login(user.email), 'carl.crossed@example.com')
    const token = undoTokenSentTo(user.email)
    for (const site of ['cross-site', 'same-site']) {
      const refused = await press(token, site)
      expect(refused.status).toBe(403)
    }
    expect((await stored(user.id)).email).toBe('carl.crossed@example.com')
    expect((await press(token)).status).toBe(303)
    expect((await stored(user.id)).email).toBe(user.email)
  })

  it('still undoes after a second change made to outrun it, and then undoes both', async () => {
    for (const intruderFirst of [true, false]) {
      const user = await makeUser(intruderFirst ? 'Olga Owner' : 'Oscar Owner')
      const intruder = await login(user.email)
      const [first, second] = intruderFirst
        ? ['first.hop@example.com', 'second.hop@example.com']
        : ['third.hop@example.com', 'fourth.hop@example.com']
      await changeOwn(user, intruder, first)
      const ownersLink = undoTokenSentTo(user.email)
      await changeOwn(user, intruder, second)
      const intrudersLink = undoTokenSentTo(first)

      if (intruderFirst) {
        // The intruder undoes the second change: the owner's link then undoes the first.
        expect((await press(intrudersLink)).headers.get('location')).toMatch(/^\/choose-password\//)
        expect((await stored(user.id)).email).toBe(first)
      }
      // The owner's link undoes all of it.
      expect((await press(ownersLink)).headers.get('location')).toMatch(/^\/choose-password\//)
      expect((await stored(user.id)).email).toBe(user.email)
      // The link of the later change no longer works.
      const late = await press(intrudersLink)
      expect(late.headers.get('location')).toMatch(/\?problem=used$/)
      expect((await stored(user.id)).email).toBe(user.email)
      expect((await stored(user.id)).emailChanges?.map((entry) => entry.how)).toEqual(
        intruderFirst ? ['self', 'self', 'undo', 'undo'] : ['self', 'self', 'undo'],
      )
    }
  })
})
