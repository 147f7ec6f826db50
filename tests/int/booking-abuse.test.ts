import { createHmac, randomBytes } from 'crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasStarted } from '@/features/booking/server/book'
import { handleEmailEvents } from '@/features/booking/server/bounces'
import { bookedVisitsOn } from '@/features/booking/server/desk'
import {
  handleBookingRequest,
  handleSlotsRequest,
  handleVisitRequest,
  type VisitAction,
} from '@/features/booking/server/handler'
import { keptForm, KEPT_FORM_COOKIE } from '@/features/booking/server/keptForm'
import { signVisitLink } from '@/features/booking/token'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 52: what a stranger with a cookie jar, a homeowner's e-mail address or thirty parallel
 * requests could do with the booking, each answered on a real database: writes from other sites,
 * the business's e-mail as a relay for links, filling the calendar, learning of or blocking a
 * homeowner's visit, personal data in addresses, bad bodies, stale links, and look-ups without end.
 */
let ctx: TestPayload
let payload: Payload

type Slot = { start: string; end: string; label: string; day: string }

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
  const county = (name: string, towns: string[]) =>
    payload.create({
      collection: 'counties',
      data: {
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        seat: towns[0],
        elevation: 9000,
        summary: `${name}.`,
        towns: towns.map((town) => ({ name: town })),
      },
    })
  const park = await county('Park County', ['Fairplay', 'Alma'])
  const gunnison = await county('Gunnison County', ['Gunnison', 'Crested Butte'])
  await payload.updateGlobal({
    slug: 'availability',
    data: {
      areas: [
        {
          name: 'Home',
          days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          counties: [park.id],
          onlinePerDay: 4,
        },
        { name: 'Western Slope', days: ['Tuesday'], counties: [gunnison.id], onlinePerDay: 1 },
      ],
    },
  })
})

afterAll(async () => {
  await ctx?.cleanup()
})

const open = (): RateLimiter =>
  createRateLimiter({ name: `open-${Math.random()}`, limit: 100_000, windowMs: 60_000 })

let n = 0
const homeowner = (start: string, more: Record<string, string> = {}) => {
  n += 1
  return {
    start,
    name: `Homeowner ${n}`,
    email: `abuse-${n}@example.com`,
    phone: `(719) 555-${String(1000 + n).slice(-4)}`,
    address: `${n} Elk Ridge Rd`,
    place: 'Fairplay',
    ...more,
  }
}

let host = 0
const post = (
  body: unknown,
  { from = `198.${++host % 250}.1.7`, headers = {} as Record<string, string>, form = false } = {},
) =>
  handleBookingRequest(
    new Request('http://localhost/api/booking', {
      method: 'POST',
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-forwarded-for': from,
        ...headers,
      },
      body: form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body),
    }),
    { payload, limiter: open() },
  )

const visitAction = (
  token: string,
  action: VisitAction,
  body: string,
  headers: Record<string, string> = {},
) =>
  handleVisitRequest(
    new Request(`http://localhost/api/booking/${token}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...headers },
      body,
    }),
    token,
    action,
    { payload, limiter: open() },
  )

const slotsOf = async (place: string, limiter = open()) => {
  const answer = await handleSlotsRequest(
    new Request(`http://localhost/api/booking/slots?place=${encodeURIComponent(place)}`, {
      headers: { 'x-forwarded-for': '192.0.2.50' },
    }),
    { payload, limiter },
  )
  return { status: answer.status, body: await answer.json() }
}
const slots = async (place = 'Fairplay') => (await slotsOf(place)).body.slots as Slot[]

const count = async (collection: 'visits' | 'leads') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('writes from other sites', () => {
  it('refuses a booking another site’s page sends, by Sec-Fetch-Site or by Origin, storing nothing', async () => {
    const [slot] = await slots()
    const before = [await count('leads'), await count('visits')]
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const answer = await post(homeowner(slot.start), { headers })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect((await answer.json()).code).toBe('elsewhere')
      const form = await post(homeowner(slot.start), { headers, form: true })
      expect(form.status).toBe(403)
    }
    expect([await count('leads'), await count('visits')]).toEqual(before)
    // This site's own page books.
    expect(
      (await post(homeowner(slot.start), { headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(201)
  })

  it('refuses a move, a cancel or a confirmation from another site', async () => {
    const [, slot] = await slots()
    const { booking } = await (await post(homeowner(slot.start))).json()
    for (const action of ['cancel', 'confirm', 'move'] as const) {
      const answer = await visitAction(booking.manage, action, '{}', {
        'sec-fetch-site': 'cross-site',
      })
      expect(answer.status).toBe(403)
    }
    const visit = await payload.findByID({
      collection: 'visits',
      id: Number(booking.manage.split('.')[0]),
      overrideAccess: true,
    })
    expect(visit).toMatchObject({ state: 'booked', confirmedAt: null })
  })
})

describe('the business’s e-mail is no relay for a stranger’s words', () => {
  it('refuses a link in the name, the place or the street address', async () => {
    const [slot] = await slots()
    const before = await count('visits')
    const cases: [Record<string, string>, string][] = [
      [{ place: 'gunnison-county … https://evil.example/' }, 'place'],
      [{ place: 'Fairplay www.evil.example' }, 'place'],
      [{ name: 'Win a prize at evil.example/claim' }, 'name'],
      [{ address: '12 Elk Rd, see http://evil.example' }, 'address'],
    ]
    for (const [more, field] of cases) {
      const answer = await post(homeowner(slot.start, more))
      expect(answer.status, JSON.stringify(more)).toBe(422)
      const body = await answer.json()
      expect(body.code).toBe('fields')
      expect(body.issues[field].join()).toMatch(/leave web addresses out/)
    }
    expect(await count('visits')).toBe(before)
  })

  it('writes the place it resolved in the e-mail, never the words typed for it', async () => {
    const [slot] = await slots()
    const person = homeowner(slot.start, { place: 'Out past Alma, Colorado (ask for Bob)' })
    const answer = await post(person)
    expect(answer.status).toBe(201)
    expect((await answer.json()).booking.place).toBe('Alma')
    const mail = await payload.find({
      collection: 'outbox',
      where: { to: { equals: person.email } },
      overrideAccess: true,
    })
    expect(mail.docs[0].text).toContain(`${person.address}, Alma`)
    expect(mail.docs[0].text).not.toContain('ask for Bob')
    // The owner's own notice may show what was typed, as text.
    const lead = await payload.find({
      collection: 'leads',
      where: { email: { equals: person.email } },
      overrideAccess: true,
    })
    expect(lead.docs[0].description).toContain('ask for Bob')
  })
})

describe('filling the calendar', () => {
  it('takes at most the area’s online bookings a day; staff may book the rest', async () => {
    const west = await slots('Crested Butte')
    const tuesday = west[0].day
    const sameDay = west.filter((slot) => slot.day === tuesday)
    expect(sameDay.length).toBeGreaterThan(1)
    expect((await post(homeowner(sameDay[0].start, { place: 'Crested Butte' }))).status).toBe(201)
    expect((await slots('Gunnison')).map((slot) => slot.day)).not.toContain(tuesday)
    const second = await post(homeowner(sameDay[1].start, { place: 'Gunnison' }))
    expect(second.status).toBe(409)
    expect((await second.json()).code).toBe('day-full')
    const { slotsForPlace } = await import('@/features/booking/server/book')
    const desk = await slotsForPlace(payload, 'Gunnison', new Date(), { staff: true })
    if ('status' in desk) throw new Error('Gunnison is served')
    expect(desk.slots.map((slot) => slot.start)).toContain(sameDay[1].start)
  })

  it('holds three unconfirmed bookings per IPv4 /24 and per IPv6 /64, thirty parallel ones too', async () => {
    const windows = await slots()
    const statuses = (
      await Promise.all(
        windows
          .slice(0, 30)
          .map((slot, i) => post(homeowner(slot.start), { from: `203.0.113.${i + 1}` })),
      )
    ).map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(27)

    const v6 = await slots()
    const six = (i: number) => `2001:db8:1:2:${i.toString(16)}::1`
    for (let i = 0; i < 3; i++)
      expect((await post(homeowner(v6[i].start), { from: six(i) })).status).toBe(201)
    const fourth = await post(homeowner(v6[3].start), { from: six(0xfff) })
    expect(fourth.status).toBe(429)
    expect((await fourth.json()).code).toBe('network-full')
    // Another /64 books; and once a homeowner confirms, the network may book again.
    expect((await post(homeowner(v6[3].start), { from: '2001:db8:1:3::1' })).status).toBe(201)
    const held = await payload.find({
      collection: 'visits',
      where: { network: { exists: true } },
      sort: '-createdAt',
      limit: 2,
      depth: 0,
      overrideAccess: true,
    })
    const ours = held.docs[1]
    expect(
      (await visitAction(signVisitLink(ours.id, ours.linkVersion ?? 1), 'confirm', '')).status,
    ).toBe(200)
    expect((await post(homeowner(v6[4].start), { from: six(0xabc) })).status).toBe(201)
  })

  it('tells the owner once when the week fills faster than twice the last four weeks’ rate', async () => {
    const notices = await payload.find({
      collection: 'outbox',
      where: { subject: { like: 'Visits are being booked faster than usual' } },
      overrideAccess: true,
    })
    // This file has booked well over five visits in minutes, against none before: one notice.
    expect(notices.docs.map((doc) => doc.to)).toEqual(['owner@example.com'])
    expect(notices.docs[0].text).toMatch(
      /\d+ visits were booked on the site in the last seven days/,
    )
  })
})

describe('a stranger with a homeowner’s e-mail address', () => {
  it('flags a visit whose e-mail bounced (Resend’s signed webhook), and nothing unsigned changes it', async () => {
    const [slot] = await slots()
    const person = homeowner(slot.start)
    expect((await post(person)).status).toBe(201)
    const key = randomBytes(24)
    process.env.RESEND_WEBHOOK_SECRET = `whsec_${key.toString('base64')}`
    const event = JSON.stringify({
      type: 'email.bounced',
      created_at: new Date().toISOString(),
      data: {
        email_id: 'e1',
        to: [person.email],
        from: 'x@example.com',
        subject: 's',
        created_at: '',
        message_id: 'm',
        bounce: { message: 'No such mailbox', type: 'Permanent', subType: 'General' },
      },
    })
    const signed = (body: string, secret = key) => {
      const id = `msg_${Math.random()}`
      const timestamp = String(Math.floor(Date.now() / 1000))
      const signature = createHmac('sha256', secret)
        .update(`${id}.${timestamp}.${body}`)
        .digest('base64')
      return { 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': `v1,${signature}` }
    }
    const deliver = (headers: Record<string, string>) =>
      handleEmailEvents(
        new Request('http://localhost/api/email/events', { method: 'POST', headers, body: event }),
        payload,
      )
    const flagsOf = async () => {
      const lines = await bookedVisitsOn(payload, slot.day, slot.day)
      return lines.find((line) => line.start === new Date(slot.start).toISOString())?.flags ?? []
    }
    expect((await deliver(signed(event, randomBytes(24)))).status).toBe(400)
    expect((await deliver({})).status).toBe(400)
    expect(await flagsOf()).not.toContain('Its e-mail bounced')
    expect((await deliver(signed(event))).status).toBe(200)
    expect(await flagsOf()).toContain('Its e-mail bounced')
    delete process.env.RESEND_WEBHOOK_SECRET
    expect((await deliver(signed(event))).status).toBe(404)
  })
})

describe('addresses carry no personal data, and no words of a stranger’s choosing', () => {
  it('sends a refused plain-form booking back with the place and a code only; the rest in the page’s sealed cookie', async () => {
    const [slot] = await slots()
    const person = homeowner(slot.start, { phone: '12', lead: 'abc' })
    const answer = await post(person, { form: true })
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location')!
    expect(location).toBe('/book?place=Fairplay&error=fields')
    for (const value of [person.name, person.email, person.phone, person.address, 'abc'])
      expect(location).not.toContain(encodeURIComponent(value))
    const cookie = answer.headers.get('set-cookie')!
    expect(cookie).toMatch(
      new RegExp(`^${KEPT_FORM_COOKIE}=[\\w-]+; Path=/book; HttpOnly; SameSite=Lax; Max-Age=600$`),
    )
    expect(cookie).not.toContain(person.email)
    const kept = keptForm(cookie.split(';')[0].split('=')[1])
    expect(kept).toMatchObject({
      code: 'fields',
      name: person.name,
      email: person.email,
      start: slot.start,
      lead: 'abc',
    })
    expect(kept?.issues?.phone?.join()).toMatch(/at least 10 digits/)
    // A cookie someone else made is nothing.
    expect(keptForm('x'.repeat(80))).toBeNull()
  })
})

describe('bad bodies and stale links', () => {
  it('answers a move or cancel with a body that is no object 400, and a start that is no text 422', async () => {
    const [slot] = await slots()
    const { booking } = await (await post(homeowner(slot.start))).json()
    for (const body of ['null', '[]', '"x"', '{', '5']) {
      expect((await visitAction(booking.manage, 'move', body)).status, body).toBe(400)
      expect((await visitAction(booking.manage, 'cancel', body)).status, body).toBe(400)
    }
    expect((await visitAction(booking.manage, 'move', '{"start":5}')).status).toBe(422)
    expect((await post(null)).status).toBe(400)
    expect((await post([])).status).toBe(400)
  })

  it('moves and cancels nothing once the window has begun, a past visit included', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Past',
        email: 'past@example.com',
        phone: '7195550100',
        source: 'contact',
        status: 'new',
      },
      overrideAccess: true,
    })
    const make = (startMs: number) =>
      payload.create({
        collection: 'visits',
        data: {
          start: new Date(startMs).toISOString(),
          end: new Date(startMs + 2 * 3_600_000).toISOString(),
          state: 'booked',
          lead: lead.id,
          name: 'Past',
          email: 'past@example.com',
          phone: '7195550100',
          place: 'Fairplay',
          bookedBy: 'homeowner',
        },
        overrideAccess: true,
      })
    const [slot] = await slots()
    for (const visit of [
      await make(Date.now() - 3 * 86_400_000),
      await make(Date.now() - 30 * 60_000),
    ]) {
      expect(hasStarted(visit)).toBe(true)
      const token = signVisitLink(visit.id, 1)
      const cancel = await visitAction(token, 'cancel', '')
      expect(cancel.status).toBe(409)
      expect((await cancel.json()).code).toBe('started')
      expect((await visitAction(token, 'move', JSON.stringify({ start: slot.start }))).status).toBe(
        409,
      )
      const after = await payload.findByID({
        collection: 'visits',
        id: visit.id,
        overrideAccess: true,
      })
      expect(after).toMatchObject({ state: 'booked', start: visit.start, linkVersion: 1 })
    }
  })
})

describe('look-ups of open windows', () => {
  it('are limited per address', async () => {
    const limiter = createRateLimiter({ name: 'lookup-test', limit: 2, windowMs: 60_000 })
    expect((await slotsOf('Fairplay', limiter)).status).toBe(200)
    expect((await slotsOf('Alma', limiter)).status).toBe(200)
    const third = await slotsOf('Fairplay', limiter)
    expect(third.status).toBe(429)
  })

  it('read the database once a minute per area, and again as soon as a visit changes', async () => {
    const calls: string[] = []
    const find = payload.find.bind(payload)
    payload.find = ((args: { collection: string }) => {
      calls.push(args.collection)
      return find(args as never)
    }) as typeof payload.find
    try {
      const { forgetSlots } = await import('@/features/booking/server/kept')
      forgetSlots()
      const first = await slots()
      const reads = calls.length
      expect(reads).toBeGreaterThan(0)
      for (let i = 0; i < 20; i++) await slots('Alma')
      expect(calls.length).toBe(reads)
      // A booking drops what the look-ups keep: the window is gone from the next one.
      calls.length = 0
      payload.find = find
      expect((await post(homeowner(first[0].start))).status).toBe(201)
      expect((await slots()).map((slot) => slot.start)).not.toContain(first[0].start)
    } finally {
      payload.find = find
    }
  })
})
