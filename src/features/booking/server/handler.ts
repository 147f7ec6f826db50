import 'server-only'

import { timingSafeEqual } from 'crypto'
import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { bookPagePath, visitPagePath } from '@/features/booking/paths'
import { bookingSchema, slotsQuerySchema } from '@/features/booking/schema'
import {
  bookVisit,
  cancelVisit,
  moveVisit,
  slotsForPlace,
  visitOfLink,
} from '@/features/booking/server/book'
import { feedVisits, ownerCalendar } from '@/features/booking/server/calendar'
import { readText, RequestError } from '@/features/uploads/server/receive'
import { refusedByLimit } from '@/features/uploads/server/request'
import { failure, refusedFields } from '@/lib/http/answers'
import { sharedRateLimiter, type RateLimiter } from '@/lib/rate-limit'

export const TOO_MANY_BOOKINGS =
  'Too many bookings from here. Please wait a few minutes or call us.'
export const BOOKING_NOT_SAVED =
  'Sorry, we could not book the visit. Please try again in a moment, or call us.'

/** Ten bookings per address per hour unless BOOKING_RATE_LIMIT says otherwise ("count/seconds"). */
export const bookingLimiter = (): RateLimiter =>
  sharedRateLimiter('booking', process.env.BOOKING_RATE_LIMIT, {
    limit: 10,
    windowMs: 60 * 60_000,
  })

/** The largest booking body read: a few short fields. */
const MAX_BODY_BYTES = 4 * 1024
const TOO_LARGE = 'The booking is too large.'

/** The body as text, never read past MAX_BODY_BYTES (a chunked body says no length): null past it. */
async function bodyText(request: Request): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null
  return readText(request, MAX_BODY_BYTES).catch((error: unknown) => {
    if (error instanceof RequestError) return null
    throw error
  })
}

const noStore = { 'Cache-Control': 'no-store' }

/** GET /api/booking/slots?place=…: `{ place, area, slots: [{ start, end, label, day }] }`. */
export async function handleSlotsRequest(request: Request, payload: Payload): Promise<Response> {
  const parsed = z.safeParse(slotsQuerySchema, {
    place: new URL(request.url).searchParams.get('place') ?? '',
  })
  if (!parsed.success) return failure(422, refusedFields(parsed.error).error, { headers: noStore })
  const answer = await slotsForPlace(payload, parsed.data.place)
  if ('status' in answer) return failure(answer.status, answer.error, { headers: noStore })
  return Response.json(answer, { headers: noStore })
}

/**
 * POST /api/booking, JSON `{ start, name, email, phone, place, lead? }`: 201 `{ booking }`; 409
 * with `slots` (the windows still open) when the window was just taken; 422 for a window that is
 * not open or contact details that do not parse; 429 past the address's limit. The limit is
 * counted before the body is read.
 */
export async function handleBookingRequest(
  request: Request,
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const refused = await refusedByLimit(request, limiter, TOO_MANY_BOOKINGS)
  if (refused) return refused
  const text = await bodyText(request)
  if (text === null) return failure(413, TOO_LARGE)
  const form = isForm(request)
  let body: unknown
  if (form) body = Object.fromEntries(new URLSearchParams(text))
  else {
    try {
      body = JSON.parse(text)
    } catch {
      return failure(400, 'Send the booking as JSON.')
    }
  }
  const answer = await answerBooking(payload, body)
  return form ? asRedirect(answer, body as Record<string, string>) : answer
}

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

async function answerBooking(payload: Payload, body: unknown): Promise<Response> {
  const parsed = z.safeParse(bookingSchema, body)
  if (!parsed.success) {
    const { error, issues } = refusedFields(parsed.error)
    return failure(422, error, {}, { issues })
  }
  try {
    const answer = await bookVisit(payload, parsed.data)
    if (answer.status === 201)
      return Response.json({ success: true, booking: answer.booking }, { status: 201 })
    const { status, error, ...extra } = answer
    return failure(status, error, {}, extra)
  } catch (error) {
    payload.logger.error({ err: error }, 'A booking could not be saved')
    return failure(500, BOOKING_NOT_SAVED)
  }
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * The booking page's plain form (no JavaScript) gets a page, not JSON: the visit's own page once
 * booked, else the booking page again with the reason and what was typed (the lead too, so a
 * second try joins the lead the first one stored).
 */
async function asRedirect(answer: Response, fields: Record<string, string>): Promise<Response> {
  const body = (await answer.json().catch(() => ({}))) as {
    booking?: { manage: string }
    error?: string
    lead?: string
  }
  if (answer.status === 201 && body.booking)
    return seeOther(`${visitPagePath(body.booking.manage)}?booked=1`)
  return seeOther(
    bookPagePath({
      place: fields.place,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      lead: body.lead ?? fields.lead,
      error: body.error ?? BOOKING_NOT_SAVED,
    }),
  )
}

const sameSecret = (given: string, stored: string | null | undefined) => {
  if (!stored) return false
  const [a, b] = [Buffer.from(given), Buffer.from(stored)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /api/booking/calendar/<key>: the owner's calendar feed (features/booking/server/calendar.ts)
 * for the key the studio shows; any other key, an old one too, is a plain 404.
 */
export async function handleCalendarRequest(payload: Payload, key: string): Promise<Response> {
  const availability = await payload.findGlobal({
    slug: 'availability',
    depth: 0,
    overrideAccess: true,
  })
  if (!sameSecret(key, availability.feedSecret)) return new Response('Not found', { status: 404 })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const body = ownerCalendar(await feedVisits(payload), settings.businessName || 'Visits')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="inspections.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

const LINK_GONE =
  'This link no longer works: the visit was moved or cancelled. Use the latest e-mail, or call us.'

/**
 * POST /api/booking/<link>/move (`start`) and /api/booking/<link>/cancel, from the visit's own
 * page (a plain form: answered with a page) or a script (JSON). The link is the visit's latest
 * signed one: a forged, changed or spent link changes nothing (404). Limited per address, as
 * bookings are.
 */
export async function handleVisitRequest(
  request: Request,
  token: string,
  action: 'move' | 'cancel',
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const refused = await refusedByLimit(request, limiter, TOO_MANY_BOOKINGS)
  if (refused) return refused
  const form = isForm(request)
  const text = await bodyText(request)
  if (text === null) return failure(413, TOO_LARGE)
  let fields: Record<string, unknown> = {}
  try {
    fields = form ? Object.fromEntries(new URLSearchParams(text)) : text ? JSON.parse(text) : {}
  } catch {
    return failure(400, 'Send the change as JSON.')
  }
  const visit = await visitOfLink(payload, token)
  if (!visit || visit.state !== 'booked') {
    return form ? seeOther(visitPagePath(token)) : failure(404, LINK_GONE)
  }
  if (action === 'cancel') {
    await cancelVisit(payload, visit)
    return form ? seeOther(bookPagePath({ cancelled: '1' })) : Response.json({ success: true })
  }
  const answer = await moveVisit(payload, visit, String(fields.start ?? ''))
  if (answer.status === 200) {
    return form
      ? seeOther(`${visitPagePath(answer.booking.manage)}?moved=1`)
      : Response.json({ success: true, booking: answer.booking })
  }
  const { status, error, ...extra } = answer
  return form
    ? seeOther(`${visitPagePath(token)}?error=${encodeURIComponent(error)}`)
    : failure(status, error, {}, extra)
}
