import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  handleBookingRequest,
  handleCalendarRequest,
  handleSlotsRequest,
  handleVisitRequest,
} from '@/features/booking/server/handler'
import { cancelVisit, moveVisit, slotsForPlace, visitOfLink } from '@/features/booking/server/book'
import { visitsAhead } from '@/features/booking/server/desk'
import { digestFor } from '@/features/leads/server/reminders'
import { deliverVisitReminder, sweepVisitReminders } from '@/features/booking/server/reminders'
import { createRateLimiter } from '@/lib/rate-limit'
import { signLeadReference } from '@/features/booking/token'
import { CONSENT_WORDS, INVALID_PHONE, PHONE_FOR_TEXTS } from '@/features/texts/schema'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Booking the on-site inspection (issue 41) through the site's two endpoints, on a real
 * database: the open windows of a place, a booking stored after its lead, every refusal storing
 * nothing, and thirty parallel bookings of one window making one visit.
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
  const eagle = await county('Eagle County', ['Eagle', 'Vail'])
  await county('Lake County', ['Leadville'])
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
        { name: 'Far west', days: ['Tuesday'], counties: [eagle.id], onlinePerDay: 1 },
      ],
    },
  })
})

afterAll(async () => {
  await ctx?.cleanup()
})

let address = 0
/** Each request from an address (and a network) of its own, unless the test says which. */
const post = (body: unknown, from = `198.51.${++address % 250}.7`) =>
  handleBookingRequest(
    new Request('http://localhost/api/booking', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    }),
    {
      payload,
      limiter: createRateLimiter({ name: `booking-${from}`, limit: 50, windowMs: 60_000 }),
    },
  )

const lookups = createRateLimiter({ name: 'booking-lookups', limit: 100_000, windowMs: 60_000 })
const slotsOf = async (place: string) => {
  const answer = await handleSlotsRequest(
    new Request(`http://localhost/api/booking/slots?place=${encodeURIComponent(place)}`),
    { payload, limiter: lookups },
  )
  return { status: answer.status, body: await answer.json() }
}

const homeowner = (n: number | string, start: string, place = 'Fairplay, CO') => ({
  start,
  name: `Homeowner ${n}`,
  email: `homeowner-${n}@example.com`,
  phone: `(719) 555-${String(n).padStart(4, '0').slice(-4)}`,
  address: `${n} Elk Ridge Rd`,
  place,
})

const anHourLater = (iso: string) => new Date(new Date(iso).getTime() + 3_600_000).toISOString()

const count = async (collection: 'visits' | 'leads') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('GET /api/booking/slots', () => {
  it('gives a place’s open windows in Colorado time, on its area’s days', async () => {
    const park = await slotsOf('fairplay')
    expect(park.status).toBe(200)
    expect(park.body.place).toBe('Fairplay')
    expect(park.body.area).toBe('Home')
    const slots = park.body.slots as Slot[]
    expect(slots.length).toBeGreaterThan(20)
    // Nothing is booked yet: each day offered has the four weekday windows, 8, 10, 1 and 3 on
    // Colorado's clock, with that day's offset (-07:00 in winter, -06:00 in summer), read from
    // the zone's own rules.
    const offsetOf = (day: string) => {
      const name = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Denver',
        timeZoneName: 'shortOffset',
      })
        .formatToParts(new Date(`${day}T19:00:00Z`))
        .find((part) => part.type === 'timeZoneName')!.value
      return `-0${name.replace('GMT-', '')}:00`
    }
    const days = [...new Set(slots.map((slot) => slot.day))]
    for (const day of days) {
      const offset = offsetOf(day)
      expect(
        slots.filter((slot) => slot.day === day).map(({ start, end }) => [start, end]),
      ).toEqual(
        [
          ['08:00', '10:00'],
          ['10:00', '12:00'],
          ['13:00', '15:00'],
          ['15:00', '17:00'],
        ].map(([from, to]) => [`${day}T${from}:00.000${offset}`, `${day}T${to}:00.000${offset}`]),
      )
    }
    const eagle = await slotsOf('Vail')
    const eagleDays = new Set(
      (eagle.body.slots as Slot[]).map((slot) => new Date(`${slot.day}T12:00:00Z`).getUTCDay()),
    )
    expect([...eagleDays]).toEqual([2])
  })

  it('says why when a place is not one the site books', async () => {
    const unknown = await slotsOf('Denver')
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({ code: 'unknown-place' })
    expect(unknown.body.error).toMatch(/could not find that place/)
    const noArea = await slotsOf('Leadville')
    expect(noArea.status).toBe(422)
    expect(noArea.body).toMatchObject({ code: 'not-served' })
    expect((await slotsOf('')).status).toBe(422)
  })
})

describe('POST /api/booking', () => {
  it('stores the lead, then the visit, and answers 201 with the window', async () => {
    const [slot] = (await slotsOf('Alma')).body.slots as Slot[]
    const [leads, visits] = [await count('leads'), await count('visits')]
    const answer = await post(homeowner(1, slot.start, 'Alma'))
    expect(answer.status).toBe(201)
    const { booking } = await answer.json()
    expect(booking).toMatchObject({
      start: slot.start,
      end: slot.end,
      label: slot.label,
      place: 'Alma',
      address: '1 Elk Ridge Rd',
    })
    expect(booking.manage).toMatch(/^\d+\.1\.[\w-]{43}$/)
    expect(await count('leads')).toBe(leads + 1)
    expect(await count('visits')).toBe(visits + 1)
    const { docs } = await payload.find({
      collection: 'visits',
      where: { email: { equals: 'homeowner-1@example.com' } },
      depth: 1,
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      state: 'booked',
      area: 'Home',
      bookedBy: 'homeowner',
      address: '1 Elk Ridge Rd',
      place: 'Alma',
    })
    expect(docs[0].lead).toMatchObject({
      name: 'Homeowner 1',
      source: 'contact',
      location: '1 Elk Ridge Rd, Alma',
    })
    // The visit answers the lead's 24-48 hour promise, and its history says so.
    const lead = docs[0].lead as { respondedAt?: string; notes?: { note?: string }[] }
    expect(lead.respondedAt).toBeTruthy()
    expect(lead.notes?.at(-1)?.note).toBe(
      `Booked a free on-site inspection on the site: ${slot.label}.`,
    )
    // The homeowner's e-mail: when, where, the visit's own link, and the visit for a calendar.
    const mail = await payload.find({
      collection: 'outbox',
      where: {
        and: [{ to: { equals: 'homeowner-1@example.com' } }, { kind: { equals: 'visit-booked' } }],
      },
      overrideAccess: true,
    })
    expect(mail.totalDocs).toBe(1)
    expect(mail.docs[0].text).toContain(slot.label)
    expect(mail.docs[0].text).toContain('1 Elk Ridge Rd, Alma')
    expect(mail.docs[0].text).toContain(`/booking/${booking.manage}`)
    const [ics] = mail.docs[0].attachments ?? []
    expect(ics).toMatchObject({ filename: 'inspection.ics' })
    expect(ics.content).toContain('METHOD:REQUEST')
    expect(ics.content).toContain('BEGIN:VTIMEZONE')
    // The window's own wall clock: "2026-12-15T08:00:00.000-07:00" is written 20261215T080000.
    const wall = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, '')
    expect(ics.content.split('\r\n')).toContain(`DTSTART;TZID=America/Denver:${wall(slot.start)}`)
    expect(ics.content.split('\r\n')).toContain(`DTEND;TZID=America/Denver:${wall(slot.end)}`)
    // The window is no longer offered.
    expect(((await slotsOf('Alma')).body.slots as Slot[]).map((s) => s.start)).not.toContain(
      slot.start,
    )
  })

  it('makes one visit of thirty parallel bookings of one window; the others get the next windows', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const slot = slots[5]
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(homeowner(100 + i, slot.start))),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(29)
    for (const answer of answers.filter((a) => a.status === 409)) {
      const body = await answer.json()
      expect(body.code).toBe('taken')
      expect(body.slots.length).toBeGreaterThan(0)
      expect(body.slots.map((s: Slot) => s.start)).not.toContain(slot.start)
    }
    const held = await payload.find({
      collection: 'visits',
      // The window a booked visit holds (collections/Visits): its start, in UTC.
      where: { window: { equals: new Date(slot.start).toISOString() } },
      overrideAccess: true,
    })
    expect(held.totalDocs).toBe(1)
  })

  it('refuses a window that is not open, and bad contact details, storing nothing', async () => {
    const [leads, visits] = [await count('leads'), await count('visits')]
    const [open] = (await slotsOf('Fairplay')).body.slots as Slot[]
    const monday = ((await slotsOf('Fairplay')).body.slots as Slot[]).find(
      (slot) => new Date(`${slot.day}T12:00:00Z`).getUTCDay() === 1,
    )!
    const cases: [unknown, number, RegExp][] = [
      [homeowner(200, '2020-01-06T08:00:00-07:00'), 422, /has passed/],
      [homeowner(201, anHourLater(open.start)), 422, /not one of our arrival windows/],
      [homeowner(202, monday.start, 'Vail'), 422, /do not visit your area on that day/],
      [homeowner(203, open.start, 'Denver'), 422, /could not find/],
      [{ ...homeowner(204, open.start), email: 'not-an-address' }, 422, /Invalid email address/],
      [{ ...homeowner(205, open.start), phone: '12' }, 422, /at least 10 digits/],
      [{ ...homeowner(206, open.start), start: 'tomorrow' }, 422, /pick one of the times listed/],
    ]
    for (const [body, status, message] of cases) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect((await answer.json()).error).toMatch(message)
    }
    expect(await count('leads')).toBe(leads)
    expect(await count('visits')).toBe(visits)
  })

  it('books a second visit with someone’s e-mail or phone like any other: nothing is revealed, no one is blocked', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const first = await post(homeowner(300, slots[10].start))
    expect(first.status).toBe(201)
    // A stranger with the homeowner's e-mail, then with the phone: booked, and answered alike.
    const sameEmail = await post({ ...homeowner(300, slots[11].start), phone: '(303) 555-9999' })
    const samePhone = await post({ ...homeowner(300, slots[12].start), email: 'other@example.com' })
    for (const answer of [first, sameEmail, samePhone].slice(1)) {
      expect(answer.status).toBe(201)
      expect(Object.keys((await answer.json()).booking).sort()).toEqual(
        ['address', 'end', 'label', 'manage', 'place', 'start'].sort(),
      )
    }
    // Staff see the three flagged on the dashboard.
    const { bookedVisitsOn } = await import('@/features/booking/server/desk')
    const lines = await bookedVisitsOn(payload, slots[10].day, slots[12].day)
    for (const slot of slots.slice(10, 13)) {
      const line = lines.find((candidate) => candidate.start === new Date(slot.start).toISOString())
      expect(line?.flags).toContain('Same e-mail or phone as another visit')
    }
  })

  it('joins a visit to a lead only by the lead’s signed reference', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Someone Else',
        email: 'someone@example.com',
        phone: '7195550000',
        source: 'phone',
        status: 'new',
      },
      overrideAccess: true,
    })
    const forged = await post({
      ...homeowner(400, slots[13].start),
      lead: `${lead.id}.zzzzzz.${'a'.repeat(43)}`,
    })
    expect(forged.status).toBe(201)
    const visit = await payload.find({
      collection: 'visits',
      where: { email: { equals: 'homeowner-400@example.com' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(visit.docs[0].lead).not.toBe(lead.id)
  })

  it('counts bookings per address', async () => {
    const limiter = createRateLimiter({ name: 'booking-limit-test', limit: 2, windowMs: 60_000 })
    const request = () =>
      handleBookingRequest(
        new Request('http://localhost/api/booking', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: '{}',
        }),
        { payload, limiter },
      )
    expect((await request()).status).toBe(422)
    expect((await request()).status).toBe(422)
    const third = await request()
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
  })
  it('reads no body past 4 KB, a chunked one without a length too, and answers 413', async () => {
    let pulled = 0
    // An endless body in 1 KB chunks: a stranger's stream that never says how long it is.
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1
          controller.enqueue(new Uint8Array(1024).fill(32))
        },
      })
    const chunked = (url: string) =>
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: endless(),
        duplex: 'half',
      } as RequestInit)
    const limiter = createRateLimiter({ name: 'booking-body-test', limit: 50, windowMs: 60_000 })
    const booking = await handleBookingRequest(chunked('http://localhost/api/booking'), {
      payload,
      limiter,
    })
    expect(booking.status).toBe(413)
    expect(pulled).toBeLessThan(10)
    pulled = 0
    const move = await handleVisitRequest(
      chunked('http://localhost/api/booking/x/move'),
      'x',
      'move',
      { payload, limiter },
    )
    expect(move.status).toBe(413)
    expect(pulled).toBeLessThan(10)
  })
})

describe('the texts’ tick on a booking (issue 57)', () => {
  const leadOf = async (email: string) =>
    (
      await payload.find({
        collection: 'leads',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]
  const textsOf = async (lead: number) =>
    (
      await payload.find({
        collection: 'texts',
        where: { lead: { equals: lead } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  it('with the tick and a number texts cannot reach: 422 with the phone’s message, nothing stored', async () => {
    const [leads, visits] = [await count('leads'), await count('visits')]
    const [open] = (await slotsOf('Fairplay')).body.slots as Slot[]
    for (const [phone, message] of [
      ['123-456-7890', INVALID_PHONE],
      ['555-0100', INVALID_PHONE],
      ['', PHONE_FOR_TEXTS],
    ]) {
      const answer = await post({ ...homeowner(570, open.start), phone, textMe: true })
      expect(answer.status).toBe(422)
      expect((await answer.json()).issues).toEqual({ phone: [message] })
    }
    expect(await count('leads')).toBe(leads)
    expect(await count('visits')).toBe(visits)
  })

  it('with the tick: a new lead holds the consent before its visit, whose confirmation is texted', async () => {
    const before = Date.now()
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const answer = await post({
      ...homeowner(571, slots[20].start),
      phone: '(970) 555-0142',
      textMe: 'on',
    })
    expect(answer.status).toBe(201)
    const lead = await leadOf('homeowner-571@example.com')
    expect(lead.textConsent).toMatchObject({
      number: '+19705550142',
      words: CONSENT_WORDS,
      source: 'booking',
    })
    expect(Date.parse(lead.textConsent!.at!)).toBeGreaterThanOrEqual(before - 1000)
    const texts = await textsOf(lead.id)
    expect(texts.map((text) => [text.kind, text.to])).toContainEqual([
      'visit-booked',
      '+19705550142',
    ])
  })

  it('with the tick: the page’s own lead gets the consent before the visit is stored', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Estimate First',
        email: 'estimate-first@example.com',
        phone: '9705550143',
        source: 'calculator',
        status: 'new',
      },
      overrideAccess: true,
    })
    expect(lead.textConsent?.at ?? null).toBeNull()
    const answer = await post({
      ...homeowner(572, slots[21].start),
      phone: '970-555-0143',
      textMe: true,
      lead: signLeadReference(lead.id),
    })
    expect(answer.status).toBe(201)
    const updated = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(updated.textConsent).toMatchObject({ number: '+19705550143', source: 'booking' })
    expect((await textsOf(lead.id)).map((text) => text.kind)).toContain('visit-booked')
  })

  it('unticked: e-mail only, no consent and no text to the homeowner', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const answer = await post({ ...homeowner(573, slots[22].start), phone: '(970) 555-0144' })
    expect(answer.status).toBe(201)
    const lead = await leadOf('homeowner-573@example.com')
    expect(lead.textConsent?.at ?? null).toBeNull()
    expect((await textsOf(lead.id)).filter((text) => text.kind === 'visit-booked')).toEqual([])
  })
})

describe('the owner’s calendar feed', () => {
  it('serves every booked visit in Colorado’s zone at its key, and nothing at any other', async () => {
    const key = 'k'.repeat(43)
    await payload.updateGlobal({ slug: 'availability', data: { feedSecret: key } })
    const feed = await handleCalendarRequest(payload, key)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await feed.text()
    expect(text).toContain('BEGIN:VTIMEZONE')
    expect(text).toContain('TZID:America/Denver')
    const lines = text.split('\r\n')
    const [alma] = await payload
      .find({
        collection: 'visits',
        where: { email: { equals: 'homeowner-1@example.com' } },
        depth: 0,
        overrideAccess: true,
      })
      .then((found) => found.docs)
    const { coloradoIso } = await import('@/lib/time/colorado')
    const wall = (instant: string) =>
      coloradoIso(new Date(instant)).slice(0, 19).replace(/[-:]/g, '')
    expect(lines).toContain(`DTSTART;TZID=America/Denver:${wall(alma.start)}`)
    expect(lines).toContain(`DTEND;TZID=America/Denver:${wall(alma.end)}`)
    expect(lines).toContain('LOCATION:1 Elk Ridge Rd\\, Alma')
    expect(text).toContain('SUMMARY:Inspection: Homeowner 1\\, Alma')
    expect(text.replace(/\r\n /g, '')).toMatch(/Phone: \(719\) 555-0001/)
    expect(text.replace(/\r\n /g, '')).toMatch(/admin\/collections\/leads\/\d+/)
    const visits = await payload.count({
      collection: 'visits',
      where: { state: { equals: 'booked' } },
      overrideAccess: true,
    })
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(visits.totalDocs)

    expect((await handleCalendarRequest(payload, 'k'.repeat(42) + 'x')).status).toBe(404)
    expect((await handleCalendarRequest(payload, '')).status).toBe(404)
    // A new address: the old one shows nothing.
    await payload.updateGlobal({ slug: 'availability', data: { feedSecret: 'n'.repeat(43) } })
    expect((await handleCalendarRequest(payload, key)).status).toBe(404)
    expect((await handleCalendarRequest(payload, 'n'.repeat(43))).status).toBe(200)
  })
})

describe('a visit’s own link', () => {
  it('moves the visit once; the old link, a forged one or a cancelled visit’s changes nothing', async () => {
    const slots = (await slotsOf('Fairplay')).body.slots as Slot[]
    const booked = await post(homeowner(500, slots[14].start))
    const { booking } = await booked.json()
    const visit = await visitOfLink(payload, booking.manage)
    expect(visit?.email).toBe('homeowner-500@example.com')

    const moved = await moveVisit(payload, visit!, slots[15].start)
    expect(moved.status).toBe(200)
    if (moved.status !== 200) return
    expect(moved.booking.start).toBe(slots[15].start)
    // The first window is open again, the new one held.
    const open = ((await slotsOf('Fairplay')).body.slots as Slot[]).map((slot) => slot.start)
    expect(open).toContain(slots[14].start)
    expect(open).not.toContain(slots[15].start)
    // The e-mail's first link is spent; a changed one was never good.
    expect(await visitOfLink(payload, booking.manage)).toBeNull()
    expect(await visitOfLink(payload, moved.booking.manage.replace(/\.(\d+)\./, '.9.'))).toBeNull()
    // Moving onto a window another visit holds: 409 with the open ones.
    const other = await post(homeowner(501, slots[16].start))
    expect(other.status).toBe(201)
    const clash = await moveVisit(
      payload,
      (await visitOfLink(payload, moved.booking.manage))!,
      slots[16].start,
    )
    expect(clash.status).toBe(409)

    const current = (await visitOfLink(payload, moved.booking.manage))!
    await cancelVisit(payload, current)
    expect(await visitOfLink(payload, moved.booking.manage)).toBeNull()
    expect(((await slotsOf('Fairplay')).body.slots as Slot[]).map((slot) => slot.start)).toContain(
      slots[15].start,
    )
  })
})

describe('the homeowner’s reminder, the day before at 9 AM Colorado time', () => {
  it('is queued once at 9, for tomorrow’s booked visits, and never sent stale', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Remy Reminded',
        email: 'remy@example.com',
        phone: '7195550777',
        source: 'phone',
        status: 'new',
      },
      overrideAccess: true,
    })
    const visit = (start: string, n: number) =>
      payload.create({
        collection: 'visits',
        data: {
          start,
          end: new Date(new Date(start).getTime() + 2 * 3_600_000).toISOString(),
          lead: lead.id,
          name: 'Remy Reminded',
          state: 'booked',
          email: `remy-${n}@example.com`,
          phone: '7195550777',
          place: 'Fairplay',
        },
        overrideAccess: true,
      })
    // Tuesday Jan 8, 2030: one to remind, one to be moved, one cancelled; one the day after.
    const kept = await visit('2030-01-08T08:00:00-07:00', 1)
    const moved = await visit('2030-01-08T10:00:00-07:00', 2)
    const cancelled = await visit('2030-01-08T13:00:00-07:00', 3)
    await visit('2030-01-09T08:00:00-07:00', 4)

    expect(await sweepVisitReminders(payload, new Date('2030-01-07T08:59:00-07:00'))).toBe(0)
    expect(await sweepVisitReminders(payload, new Date('2030-01-07T09:00:00-07:00'))).toBe(3)
    expect(await sweepVisitReminders(payload, new Date('2030-01-07T09:01:00-07:00'))).toBe(0)
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendVisitReminder' } },
      overrideAccess: true,
    })
    expect(queued.docs.map((job) => (job.input as { visit: number }).visit).sort()).toEqual(
      [kept.id, moved.id, cancelled.id].sort(),
    )

    await payload.update({
      collection: 'visits',
      id: moved.id,
      data: { start: '2030-01-10T10:00:00-07:00', end: '2030-01-10T12:00:00-07:00' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'visits',
      id: cancelled.id,
      data: { state: 'cancelled' },
      overrideAccess: true,
    })
    expect(await deliverVisitReminder(payload, kept.id, kept.start)).toBe('sent')
    expect(await deliverVisitReminder(payload, moved.id, moved.start)).toBe('moved')
    expect(await deliverVisitReminder(payload, cancelled.id, cancelled.start)).toBe('cancelled')
    const mail = await payload.find({
      collection: 'outbox',
      where: { kind: { equals: 'visit-reminder' } },
      overrideAccess: true,
    })
    expect(mail.docs.map((doc) => doc.to)).toEqual(['remy-1@example.com'])
    expect(mail.docs[0].subject).toMatch(
      /^Tomorrow: your free on-site inspection: Tue, Jan 8, 8:00 – 10:00 AM MST/,
    )
  })
})

describe('staff book, move and cancel a caller’s visit (the case file, the visits list)', () => {
  it('as the signed-in user: the lead’s history says who, the homeowner is told, the dashboard and the digest list it', async () => {
    const [staff, editor] = await Promise.all(
      (['staff', 'editor'] as const).map((role) =>
        payload.create({
          collection: 'users',
          data: {
            email: `${role}-desk@example.com`,
            password: 'correct horse battery',
            name: `Sam ${role}`,
            role,
          },
        }),
      ),
    )
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Cal Caller',
        email: 'cal@example.com',
        phone: '7195550888',
        location: 'Fairplay',
        source: 'phone',
        status: 'new',
      },
      overrideAccess: true,
    })
    // Monday Jan 14, 2030, 9:30 AM: the site's first window is the next business day's; staff on
    // the phone may book the later windows of today.
    const now = new Date('2030-01-14T09:30:00-07:00')
    const site = await slotsForPlace(payload, 'Fairplay', now)
    const desk = await slotsForPlace(payload, 'Fairplay', now, { staff: true })
    if ('status' in site || 'status' in desk) throw new Error('Fairplay has windows')
    expect(site.slots[0].start).toBe('2030-01-15T08:00:00.000-07:00')
    expect(desk.slots[0].start).toBe('2030-01-14T10:00:00.000-07:00')

    const data = {
      lead: lead.id,
      start: '2030-01-14T10:00:00-07:00',
      end: '2030-01-14T12:00:00-07:00',
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      place: 'Fairplay',
      area: 'Home',
      state: 'booked' as const,
    }
    // Only those who work leads book visits, or read them.
    await expect(
      payload.create({ collection: 'visits', data, overrideAccess: false, user: editor }),
    ).rejects.toThrow(/not allowed/i)
    for (const user of [editor, undefined]) {
      await expect(
        payload.find({ collection: 'visits', overrideAccess: false, user }),
      ).rejects.toThrow(/not allowed/i)
    }
    const visit = await payload.create({
      collection: 'visits',
      data,
      overrideAccess: false,
      user: staff,
    })
    expect(visit).toMatchObject({ state: 'booked', bookedBy: 'staff' })
    // A second booking of the window, by anyone, is refused by the store.
    await expect(
      payload.create({
        collection: 'visits',
        data: { ...data, email: 'x@example.com' },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow()

    await payload.update({
      collection: 'visits',
      id: visit.id,
      data: { start: '2030-01-14T13:00:00-07:00', end: '2030-01-14T15:00:00-07:00' },
      overrideAccess: false,
      user: staff,
    })
    const stored = await payload.findByID({
      collection: 'leads',
      id: lead.id,
      overrideAccess: true,
    })
    expect(stored.respondedAt).toBeTruthy()
    expect(stored.notes?.map((entry) => [entry.note, entry.authorName])).toEqual([
      ['Booked a free on-site inspection: Mon, Jan 14, 10:00 AM – 12:00 PM MST.', 'Sam staff'],
      ['Moved the inspection to Mon, Jan 14, 1:00 – 3:00 PM MST.', 'Sam staff'],
    ])

    // The dashboard of that Monday and the day's digest list it, with its lead.
    const ahead = await visitsAhead(payload, staff, now)
    expect(ahead.today.map((line) => [line.name, line.label, line.lead])).toEqual([
      ['Cal Caller', 'Mon, Jan 14, 1:00 – 3:00 PM MST', lead.id],
    ])
    const digest = await digestFor(payload, '2030-01-14', now)
    expect(digest.visits.map((line) => line.name)).toEqual(['Cal Caller'])

    await payload.update({
      collection: 'visits',
      id: visit.id,
      data: { state: 'cancelled' },
      overrideAccess: false,
      user: staff,
    })
    const after = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(after.notes?.at(-1)?.note).toBe(
      'Cancelled the inspection of Mon, Jan 14, 1:00 – 3:00 PM MST.',
    )
    expect((await visitsAhead(payload, staff, now)).today).toEqual([])
    const mail = await payload.find({
      collection: 'outbox',
      where: { to: { equals: 'cal@example.com' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(mail.docs.map((doc) => doc.kind)).toEqual([
      'visit-booked',
      'visit-moved',
      'visit-cancelled',
    ])
  })
})
