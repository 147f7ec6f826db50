import config from '@payload-config'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { INVALID_PHONE, MOBILE_WORDS, ON_MY_WAY_WORDS } from '@/features/texts/schema'
import type { Lead, User } from '@/payload-types'

import { siteSettings } from '../../seed/content/settings'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The staff's side of texts through Payload's REST handlers, on a real database: a mobile number
 * confirmed with a texted code (only one's own, the code never answered, 5 wrong tries void it,
 * it expires, at most 3 codes in 15 minutes), removed; and "On my way" from a lead's case file
 * (staff and admins only, only to a homeowner who asked for texts, once a day).
 */
const PASSWORD = 'correct horse battery staple'
const base = 'http://localhost:3000/api'
const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }

let ctx: TestPayload
let payload: Payload
const users: Record<string, User> = {}
const tokens: Record<string, string> = {}

type Options = { body?: unknown; token?: string; address?: string; headers?: HeadersInit }

async function rest(method: keyof typeof handlers, path: string, options: Options = {}) {
  const { body, token, address = '192.0.2.10', headers: extra = {} } = options
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': address })
  new Headers(extra).forEach((value, key) => headers.set(key, value))
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`${base}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace('/api/', '').split('/')
  return handlers[method](config)(request, { params: Promise.resolve({ slug }) })
}

const messageOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string }[] }).errors[0]?.message

/** The user's row as the database holds it, the hidden check included. */
const row = (id: number) =>
  payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

/** The code in the last confirm-code text to the user (as their phone would show it). */
async function lastCode(user: User) {
  const { docs } = await payload.find({
    collection: 'texts',
    where: { and: [{ kind: { equals: 'confirm-code' } }, { user: { equals: user.id } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
  })
  return /\b(\d{6})\b/.exec(docs[0]?.body ?? '')?.[1] ?? ''
}

const sendCode = (who: string, number: unknown, address?: string) =>
  rest('POST', 'users/mobile/send-code', { token: tokens[who], body: { number }, address })
const confirm = (who: string, code: string) =>
  rest('POST', 'users/mobile/confirm', { token: tokens[who], body: { code } })

/** A wrong code for `code` (same length, another number). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  for (const role of ['admin', 'staff', 'editor', 'other'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: {
        email: `${role}@example.com`,
        password: PASSWORD,
        name: `${role[0].toUpperCase()}${role.slice(1)} Person`,
        role: role === 'other' ? 'staff' : role,
      },
    })
    const login = await rest('POST', 'users/login', {
      body: { email: `${role}@example.com`, password: PASSWORD },
      address: `198.51.100.${Object.keys(tokens).length + 1}`,
    })
    expect(login.status).toBe(200)
    tokens[role] = ((await login.json()) as { token: string }).token
  }
}, 120_000)

afterAll(async () => {
  vi.useRealTimers()
  await ctx?.cleanup()
})

describe('a staff member’s mobile number', () => {
  it('is confirmed with the texted code, which no answer carries', async () => {
    const sent = await sendCode('staff', '970-555-0142')
    expect(sent.status).toBe(200)
    const text = await sent.text()
    const code = await lastCode(users.staff)
    expect(code).toMatch(/^\d{6}$/)
    expect(text).not.toContain(code)
    expect(JSON.parse(text)).toMatchObject({ sent: true, number: '(970) 555-0142' })

    // Stored as a hash only, and no API reads it.
    const stored = await row(users.staff.id)
    expect(stored.mobileCheck?.number).toBe('+19705550142')
    expect(stored.mobileCheck?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
    const me = await rest('GET', `users/${users.staff.id}`, { token: tokens.staff })
    const mine = await me.text()
    expect(mine).not.toContain('mobileCheck')
    expect(mine).not.toContain(code)
    // Nor does the texts' API, to staff or admins: the code's text shows no words.
    for (const who of ['staff', 'admin']) {
      const texts = await rest('GET', 'texts?where[kind][equals]=confirm-code&limit=50', {
        token: tokens[who],
      })
      expect(texts.status).toBe(200)
      const listed = (await texts.json()) as { docs: { body?: string }[] }
      expect(listed.docs.length).toBeGreaterThan(0)
      expect(JSON.stringify(listed)).not.toContain(code)
      expect(listed.docs.every((doc) => doc.body === undefined)).toBe(true)
    }
    // Not confirmed yet: no number, so no alerts.
    expect(stored.mobile ?? null).toBeNull()

    const right = await confirm('staff', code)
    expect(right.status).toBe(200)
    expect(await right.json()).toMatchObject({ mobile: '+19705550142' })
    const after = await row(users.staff.id)
    expect(after.mobile).toBe('+19705550142')
    expect(after.mobileConfirmedAt).toBeTruthy()
    expect(after.mobileCheck?.codeHash ?? null).toBeNull()
    // Used: a second confirmation finds no code.
    expect(await messageOf(await confirm('staff', code))).toBe(MOBILE_WORDS.noCode)
  })

  it('refuses a signed-out visitor, a bad number, a page of another site', async () => {
    const out = await rest('POST', 'users/mobile/send-code', { body: { number: '9705550142' } })
    expect(out.status).toBe(401)
    expect((await rest('POST', 'users/mobile/confirm', { body: { code: '123456' } })).status).toBe(
      401,
    )
    expect((await rest('POST', 'users/mobile/remove', {})).status).toBe(401)
    const bad = await sendCode('editor', '555-01')
    expect(bad.status).toBe(422)
    expect(await messageOf(bad)).toBe(INVALID_PHONE)
    const crossSite = await rest('POST', 'users/mobile/send-code', {
      token: tokens.editor,
      body: { number: '9705550100' },
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
  })

  it('acts on the signed-in account only: nobody sets or confirms another’s number', async () => {
    await sendCode('other', '(719) 555-0177')
    const code = await lastCode(users.other)
    // The editor sends the other's code, or names the other's id: their own account is meant.
    const theirs = await rest('POST', 'users/mobile/confirm', {
      token: tokens.editor,
      body: { code, user: users.other.id, id: users.other.id },
    })
    expect(theirs.status).toBe(422)
    expect((await row(users.other.id)).mobile ?? null).toBeNull()
    expect((await row(users.editor.id)).mobile ?? null).toBeNull()
    // Nor through the REST API's update, by anyone, admins included.
    const patched = await rest('PATCH', `users/${users.other.id}`, {
      token: tokens.admin,
      body: { mobile: '+19705550999', mobileConfirmedAt: new Date().toISOString() },
    })
    expect(patched.status).toBe(200)
    const other = await row(users.other.id)
    expect(other.mobile ?? null).toBeNull()
    expect(other.mobileConfirmedAt ?? null).toBeNull()
    const own = await rest('PATCH', `users/${users.other.id}`, {
      token: tokens.other,
      body: { mobile: '+19705550999', mobileCheck: { codeHash: 'x', tries: 0 } },
    })
    expect(own.status).toBe(200)
    expect((await row(users.other.id)).mobile ?? null).toBeNull()
    // The real code still works for its owner.
    expect((await confirm('other', code)).status).toBe(200)
    expect((await row(users.other.id)).mobile).toBe('+17195550177')
  })

  it('voids a code after 5 wrong tries, and refuses an expired one', async () => {
    await sendCode('editor', '970 555 0155')
    const code = await lastCode(users.editor)
    for (let i = 0; i < 4; i++) {
      const response = await confirm('editor', wrong(code))
      expect(response.status).toBe(422)
      expect(await messageOf(response)).toBe(MOBILE_WORDS.codeWrong)
    }
    expect(await messageOf(await confirm('editor', wrong(code)))).toBe(MOBILE_WORDS.tooManyTries)
    // The right code no longer works.
    const late = await confirm('editor', code)
    expect(late.status).toBe(422)
    expect(await messageOf(late)).toBe(MOBILE_WORDS.tooManyTries)
    expect((await row(users.editor.id)).mobile ?? null).toBeNull()
    expect(await messageOf(await confirm('editor', 'abc'))).toBe(MOBILE_WORDS.codeShape)

    // A new code, 11 minutes later: expired.
    await sendCode('editor', '970 555 0155')
    const fresh = await lastCode(users.editor)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 11 * 60_000)
    const expired = await confirm('editor', fresh)
    vi.useRealTimers()
    expect(expired.status).toBe(422)
    expect(await messageOf(expired)).toBe(MOBILE_WORDS.expired)
    expect((await row(users.editor.id)).mobile ?? null).toBeNull()
  })

  it('checks one guess at a time: guesses sent together do not share a try', async () => {
    await payload.update({
      collection: 'users',
      id: users.admin.id,
      data: { mobileCheck: { tries: 0 } },
      overrideAccess: true,
    })
    await sendCode('admin', '970 555 0190', '203.0.113.9')
    const code = await lastCode(users.admin)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirm('admin', wrong(code))),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true)
    const tries = (await row(users.admin.id)).mobileCheck?.tries ?? 0
    // Every guess that was checked was counted.
    expect(tries).toBe(statuses.filter((status) => status === 422).length)
  })

  it('sends at most 3 codes in 15 minutes', async () => {
    // The editor asked for 2 above.
    expect((await sendCode('editor', '9705550155', '203.0.113.7')).status).toBe(200)
    const fourth = await sendCode('editor', '9705550155', '203.0.113.7')
    expect(fourth.status).toBe(429)
    expect(await messageOf(fourth)).toMatch(/You asked for 3 codes in 15 minutes/)
    expect(fourth.headers.get('retry-after')).toBeTruthy()
  })

  it('is removed, and a new number needs its own code', async () => {
    expect((await row(users.staff.id)).mobile).toBe('+19705550142')
    // A code sent to another number does not change the confirmed one until it is confirmed.
    await sendCode('staff', '719-555-0188')
    expect((await row(users.staff.id)).mobile).toBe('+19705550142')
    const removed = await rest('POST', 'users/mobile/remove', { token: tokens.staff })
    expect(removed.status).toBe(200)
    const after = await row(users.staff.id)
    expect(after.mobile ?? null).toBeNull()
    expect(after.mobileConfirmedAt ?? null).toBeNull()
    expect(after.mobileCheck?.codeHash ?? null).toBeNull()
  })
})

describe('On my way', () => {
  let consenting: Lead
  let silent: Lead

  beforeAll(async () => {
    consenting = await payload.create({
      collection: 'leads',
      data: {
        name: 'Hank Homeowner',
        phone: '970-555-0123',
        source: 'phone',
        textConsent: { number: '+19705550123', at: new Date().toISOString(), source: 'booking' },
      } as Lead,
    })
    silent = await payload.create({
      collection: 'leads',
      data: { name: 'No Texts', phone: '970-555-0124', source: 'phone' } as Lead,
    })
  })

  const press = (who: string, lead: number | string, arrival: unknown = '10:30') =>
    rest('POST', `leads/${lead}/on-my-way`, { token: tokens[who], body: { arrival } })

  it('is for staff and admins only', async () => {
    expect((await press('editor', consenting.id)).status).toBe(403)
    expect(
      (await rest('POST', `leads/${consenting.id}/on-my-way`, { body: { arrival: '10:30' } }))
        .status,
    ).toBe(401)
    expect((await press('staff', 999_999)).status).toBe(404)
  })

  it('needs the homeowner’s consent and a time', async () => {
    const none = await press('staff', silent.id)
    expect(none.status).toBe(422)
    expect(await messageOf(none)).toBe(ON_MY_WAY_WORDS.noConsent)
    const bad = await press('staff', consenting.id, '25:00')
    expect(bad.status).toBe(422)
    expect(await messageOf(bad)).toBe(ON_MY_WAY_WORDS.badTime)
  })

  it('texts the homeowner once a day, naming the inspector and the arrival', async () => {
    const first = await press('staff', consenting.id, '14:05')
    expect(first.status).toBe(200)
    const sent = (await first.json()) as { sent: boolean; at: string }
    expect(sent.sent).toBe(true)
    const { docs } = await payload.find({
      collection: 'texts',
      where: { and: [{ lead: { equals: consenting.id } }, { kind: { equals: 'on-my-way' } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].to).toBe('+19705550123')
    expect(docs[0].body).toContain('Staff is on the way to you and should arrive around 2:05 PM')
    expect(docs[0].body).toContain(siteSettings.businessName)

    const second = await press('admin', consenting.id, '15:00')
    expect(second.status).toBe(200)
    expect(await second.json()).toMatchObject({ sent: false, already: true, at: sent.at })
    const again = await payload.count({
      collection: 'texts',
      where: { and: [{ lead: { equals: consenting.id } }, { kind: { equals: 'on-my-way' } }] },
      overrideAccess: true,
    })
    expect(again.totalDocs).toBe(1)
  })
})
