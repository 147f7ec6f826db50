import 'server-only'

import { createHmac, timingSafeEqual } from 'crypto'
import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { bookPagePath, visitPagePath } from '@/features/booking/paths'
import { BOOKING_PROBLEMS, type BookingProblem } from '@/features/booking/problems'
import { bookingSchema, slotsQuerySchema } from '@/features/booking/schema'
import {
  bookVisit,
  cancelVisit,
  confirmVisit,
  hasStarted,
  moveVisit,
  slotsForPlace,
  visitOfLink,
} from '@/features/booking/server/book'
import { feedVisits, ownerCalendar } from '@/features/booking/server/calendar'
import { keptFormCookie, type KeptForm } from '@/features/booking/server/keptForm'
import { readText, RequestError } from '@/features/uploads/server/receive'
import { refusedByLimit } from '@/features/uploads/server/request'
import { failure, refusedFields } from '@/lib/http/answers'
import { sharedRateLimiter, clientAddress, networkKey, type RateLimiter } from '@/lib/rate-limit'
import { fromThisSite } from '@/lib/security/fromThisSite'

/** Ten bookings per address per hour unless BOOKING_RATE_LIMIT says otherwise ("count/seconds"). */
export const bookingLimiter = (): RateLimiter =>
  sharedRateLimiter('booking', process.env.BOOKING_RATE_LIMIT, {
    limit: 10,
    windowMs: 60 * 60_000,
  })

/**
 * Sixty look-ups of open windows per address per ten minutes (the picker makes one per place,
 * the booking page one per visit) unless BOOKING_LOOKUP_RATE_LIMIT says otherwise.
 */
export const lookupLimiter = (): RateLimiter =>
  sharedRateLimiter('booking-lookup', process.env.BOOKING_LOOKUP_RATE_LIMIT, {
    limit: 60,
    windowMs: 10 * 60_000,
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

/** The fields of a form or of a JSON object; null for a body that is neither. */
function fieldsOf(text: string, form: boolean): Record<string, unknown> | null {
  if (form) return Object.fromEntries(new URLSearchParams(text))
  if (!text) return {}
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const noStore = { 'Cache-Control': 'no-store' }

/** 422 for fields that do not parse: every message by field, and their sentence. */
const fieldsRefused = (error: z.core.$ZodError) =>
  failure(
    422,
    refusedFields(error).error,
    { headers: noStore },
    {
      code: 'fields',
      issues: refusedFields(error).issues,
    },
  )

const refused = (code: BookingProblem, status: number, extra = {}) =>
  failure(status, BOOKING_PROBLEMS[code], { headers: noStore }, { code, ...extra })

/**
 * The network a request comes from (its IPv4 /24 or IPv6 /64), as a keyed hash: what a visit
 * stores to count one network's open bookings, without keeping anyone's address.
 */
export const networkOf = (request: Request) =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update(`booking-network:${networkKey(clientAddress(request.headers))}`)
    .digest('base64url')
    .slice(0, 22)

/**
 * GET /api/booking/slots?place=…: `{ place, area, slots: [{ start, end, label, day }] }`; 429 past
 * the address's look-ups (lookupLimiter).
 */
export async function handleSlotsRequest(
  request: Request,
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const over = await refusedByLimit(request, limiter, BOOKING_PROBLEMS['too-many-lookups'])
  if (over) return over
  const parsed = z.safeParse(slotsQuerySchema, {
    place: new URL(request.url).searchParams.get('place') ?? '',
  })
  if (!parsed.success) return fieldsRefused(parsed.error)
  const answer = await slotsForPlace(payload, parsed.data.place)
  if ('status' in answer) return refused(answer.code, answer.status)
  return Response.json(answer, { headers: noStore })
}

/**
 * POST /api/booking, JSON `{ start, name, email, phone, address, place, lead? }`, from this
 * site's pages only (403 otherwise): 201 `{ booking }`; 409 with `slots` (the windows still
 * open) when the window was just taken; 422 for a window that is not open (with `slots` too) or
 * fields that do not parse; 429 past the address's limit or the network's open bookings. Every
 * refusal has a `code` (features/booking/problems.ts). The limit is counted before the body is read.
 */
export async function handleBookingRequest(
  request: Request,
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  if (!fromThisSite(request.headers)) return refused('elsewhere', 403)
  const over = await refusedByLimit(request, limiter, BOOKING_PROBLEMS['too-many'])
  if (over) return isForm(request) ? backToBooking('too-many', {}) : over
  const text = await bodyText(request)
  if (text === null) return failure(413, TOO_LARGE)
  const form = isForm(request)
  const fields = fieldsOf(text, form)
  if (!fields) return failure(400, 'Send the booking as a JSON object.')
  const answer = await answerBooking(payload, fields, networkOf(request))
  if (!form) return answer
  const body = (await answer.json()) as {
    booking?: { manage: string }
    code?: BookingProblem
    lead?: string
    issues?: Record<string, string[]>
  }
  if (answer.status === 201 && body.booking)
    return seeOther(`${visitPagePath(body.booking.manage)}?booked=1`, keptFormCookie(null))
  return backToBooking(body.code ?? 'not-saved', {
    ...(fields as Record<string, string>),
    lead: body.lead ?? (fields.lead as string | undefined),
    textMe: fields.textMe === 'on',
    issues: body.issues,
  })
}

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')

async function answerBooking(payload: Payload, body: unknown, network: string) {
  const parsed = z.safeParse(bookingSchema, body)
  if (!parsed.success) return fieldsRefused(parsed.error)
  try {
    const answer = await bookVisit(payload, parsed.data, { network })
    if (answer.status === 201)
      return Response.json({ success: true, booking: answer.booking }, { status: 201 })
    const { status, error, ...extra } = answer
    return failure(status, error, {}, extra)
  } catch (error) {
    payload.logger.error({ err: error }, 'A booking could not be saved')
    return refused('not-saved', 500)
  }
}

const seeOther = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: location,
      'Cache-Control': 'no-store',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    },
  })

/**
 * The booking page's plain form (no JavaScript), refused: the page again, its address holding
 * only the place and the problem's code, and what was typed and chosen in a sealed cookie of the
 * page's own (features/booking/server/keptForm.ts), never in an address that logs keep.
 */
function backToBooking(code: BookingProblem, fields: Partial<KeptForm> & { place?: string }) {
  const { place, ...kept } = fields
  return seeOther(
    bookPagePath({ place: typeof place === 'string' ? place : undefined, error: code }),
    keptFormCookie({ ...kept, code }),
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

export type VisitAction = 'move' | 'cancel' | 'confirm'

/**
 * POST /api/booking/<link>/move (`start`), …/cancel and …/confirm, from the visit's own page (a
 * plain form: answered with a page, whose address carries only a code) or a script (JSON), from
 * this site's pages only. The link is the visit's latest signed one: a forged, changed or spent
 * link changes nothing (404). Once the arrival window has begun nothing moves or cancels it here
 * (409 `started`). Limited per address, as bookings are.
 */
export async function handleVisitRequest(
  request: Request,
  token: string,
  action: VisitAction,
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  if (!fromThisSite(request.headers)) return refused('elsewhere', 403)
  const over = await refusedByLimit(request, limiter, BOOKING_PROBLEMS['too-many'])
  if (over) return over
  const form = isForm(request)
  const text = await bodyText(request)
  if (text === null) return failure(413, TOO_LARGE)
  const fields = fieldsOf(text, form)
  if (!fields) return failure(400, 'Send the change as a JSON object.')
  const page = (query = '') => seeOther(`${visitPagePath(token)}${query}`)
  const visit = await visitOfLink(payload, token)
  if (!visit || visit.state !== 'booked') return form ? page() : refused('gone', 404)
  if (action === 'confirm') {
    await confirmVisit(payload, visit)
    return form ? page('?confirmed=1') : Response.json({ success: true })
  }
  if (hasStarted(visit)) return form ? page('?error=started') : refused('started', 409)
  if (action === 'cancel') {
    await cancelVisit(payload, visit)
    return form ? seeOther(bookPagePath({ cancelled: '1' })) : Response.json({ success: true })
  }
  if (typeof fields.start !== 'string')
    return form ? page('?error=not-a-window') : refused('not-a-window', 422)
  const answer = await moveVisit(payload, visit, fields.start)
  if (answer.status === 200) {
    return form
      ? seeOther(`${visitPagePath(answer.booking.manage)}?moved=1`)
      : Response.json({ success: true, booking: answer.booking })
  }
  const { status, error, ...extra } = answer
  return form ? page(`?error=${answer.code}`) : failure(status, error, {}, extra)
}
