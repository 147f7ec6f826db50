import 'server-only'

import { ValidationError, type Payload } from 'payload'

import { areaDaysOf, availabilityOf } from '@/features/booking/availability'
import { matchPlace } from '@/features/booking/places'
import { BOOKING_PROBLEMS, type BookingProblem } from '@/features/booking/problems'
import type { BookingRequest } from '@/features/booking/schema'
import { kept, SLOTS_KEPT_MS } from '@/features/booking/server/kept'
import { noticeFastWeek } from '@/features/booking/server/surge'
import {
  openSlots,
  slotProblem,
  type Availability,
  type Slot,
  type SlotQuery,
} from '@/features/booking/slots'
import {
  checkLeadReference,
  checkVisitLink,
  signLeadReference,
  signVisitLink,
} from '@/features/booking/token'
import { chatEmailsFor, queueLeadEmails } from '@/features/leads/server/emails'
import { consentFor, type TextConsent } from '@/features/texts/consent'
import { coloradoDay, coloradoInstant, coloradoIso } from '@/lib/time/colorado'
import type { Availability as AvailabilityDoc, Visit } from '@/payload-types'

/** What the booking reads once per request: the owner's settings and the site's places. */
type BookingContext = {
  doc: AvailabilityDoc
  availability: Availability
  counties: {
    id: number
    name: string
    slug?: string | null
    towns?: { name?: string | null }[] | null
  }[]
  cities: { name: string; slug?: string | null; county?: number | { id: number } | null }[]
}

async function bookingContext(payload: Payload): Promise<BookingContext> {
  const [doc, counties, cities] = await Promise.all([
    payload.findGlobal({ slug: 'availability', depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'counties',
      depth: 0,
      pagination: false,
      select: { name: true, slug: true, towns: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'cities',
      depth: 0,
      pagination: false,
      select: { name: true, slug: true, county: true },
      overrideAccess: true,
    }),
  ])
  return { doc, availability: availabilityOf(doc), counties: counties.docs, cities: cities.docs }
}

type UpcomingVisit = Pick<Visit, 'id' | 'start' | 'end' | 'area' | 'bookedBy'>

/** The booked visits from the start of today in Colorado on: the ones that hold windows. */
async function bookedVisits(payload: Payload, now: Date): Promise<UpcomingVisit[]> {
  const found = await payload.find({
    collection: 'visits',
    where: {
      state: { equals: 'booked' },
      start: { greater_than_equal: coloradoInstant(coloradoDay(now)).toISOString() },
    },
    depth: 0,
    pagination: false,
    select: { start: true, end: true, area: true, bookedBy: true },
    overrideAccess: true,
  })
  return found.docs
}

export type Refusal = {
  status: 404 | 409 | 422 | 429
  code: BookingProblem
  error: string
  slots?: Slot[]
  lead?: string
}

const refusal = (status: Refusal['status'], code: BookingProblem, extra = {}): Refusal => ({
  status,
  code,
  error: BOOKING_PROBLEMS[code],
  ...extra,
})

type Place = { name: string; area: { name: string; onlinePerDay?: number | null }; days: string[] }

function placeOf(context: BookingContext, typed: string, staff = false): Place | Refusal {
  if (context.doc.enabled === false && !staff) return refusal(404, 'off')
  const matched = matchPlace(typed, context.counties, context.cities)
  if (!matched) return refusal(422, 'unknown-place')
  const area = areaDaysOf(context.doc, matched.countyId)
  if (!area || area.days.length === 0) return refusal(422, 'not-served')
  return { name: matched.name, area, days: area.days }
}

const isRefusal = (value: Place | Slot | Refusal): value is Refusal => 'status' in value

export type PlaceSlots = { place: string; area: string; slots: Slot[] }

/**
 * `GET /api/booking/slots?place=…` and the pages: the open windows for the place, or why there
 * are none. The site's look-ups (not staff's) are kept a minute per area, so a crowd of them
 * costs the database one read a minute.
 */
export async function slotsForPlace(
  payload: Payload,
  typed: string,
  now = new Date(),
  { staff = false }: { staff?: boolean } = {},
): Promise<PlaceSlots | Refusal> {
  if (!staff && !(kept.context && kept.context.until > Date.now())) {
    const value = bookingContext(payload)
    kept.context = { until: Date.now() + SLOTS_KEPT_MS, value }
    value.catch(() => (kept.context = null))
  }
  const context = staff
    ? await bookingContext(payload)
    : ((await kept.context!.value) as BookingContext)
  const place = placeOf(context, typed, staff)
  if (isRefusal(place)) return place
  const key = `${place.area.name}|${coloradoDay(now)}`
  const held = staff ? undefined : kept.slots.get(key)
  if (held && held.until > Date.now()) {
    const slots = (held.value as Slot[]).filter(
      (slot) => new Date(slot.start).getTime() > now.getTime(),
    )
    return { place: place.name, area: place.area.name, slots }
  }
  const visits = await bookedVisits(payload, now)
  // Staff on the phone may book the later windows of today, further ahead, past the area's limit.
  const query: SlotQuery = staff
    ? {
        availability: {
          ...context.availability,
          noticeDays: 0,
          daysAhead: Math.max(context.availability.daysAhead, STAFF_DAYS_AHEAD),
        },
        visits,
        now,
        areaDays: place.days,
      }
    : { availability: context.availability, visits, now, areaDays: place.days, area: place.area }
  const slots = openSlots(query)
  if (!staff) kept.slots.set(key, { until: Date.now() + SLOTS_KEPT_MS, value: slots })
  return { place: place.name, area: place.area.name, slots }
}

/** How far ahead the case file offers staff windows (the site's own limit, when further). */
const STAFF_DAYS_AHEAD = 56

/**
 * How many visits booked from one network (an IPv4 /24, an IPv6 /64) may wait for their
 * homeowner's confirmation at once: a household books one or two; someone filling the calendar
 * from one connection is stopped at three, until the homeowners confirm (BOOKING_OPEN_PER_NETWORK).
 */
export const openPerNetwork = (value = process.env.BOOKING_OPEN_PER_NETWORK) => {
  const count = Number(value?.trim() || 3)
  return Number.isInteger(count) && count > 0 ? count : 3
}

export type Booking = {
  start: string
  end: string
  label: string
  place: string
  address: string
  /** The visit's own link token: to move or cancel it (`/booking/<token>`). */
  manage: string
}

/** The open window that starts at `start`, or the refusal that says why, with the open ones. */
function openSlotAt(query: SlotQuery, start: Date, lead?: string): Slot | Refusal {
  const problem = slotProblem(query, start)
  if (problem) {
    const status = problem === 'taken' || problem === 'day-full' ? 409 : 422
    return refusal(status, problem, { slots: openSlots(query), lead })
  }
  return openSlots(query).find((open) => new Date(open.start).getTime() === start.getTime())!
}

const isUniqueWindowError = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data?.errors ?? []).some((issue) => issue.path === 'window')

/**
 * The site's bookings one at a time in this process: the per-network count and the window check
 * then see every booking before them (thirty parallel requests from one network store three, not
 * thirty). Another process has its own turn; the unique window still settles races between them.
 */
let turn: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = turn.then(work, work)
  turn = run.catch(() => undefined)
  return run
}

/** The booked visits from `network` still to come that their homeowner has not confirmed. */
async function openFromNetwork(payload: Payload, network: string, now: Date) {
  const { totalDocs } = await payload.count({
    collection: 'visits',
    where: {
      and: [
        { network: { equals: network } },
        { state: { equals: 'booked' } },
        { confirmedAt: { exists: false } },
        { start: { greater_than: now.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * `POST /api/booking`: checks the place (one of the site's counties or cities), the network's
 * open bookings and the window against the owner's availability and the visits booked, stores
 * the lead first (the page's own, when it sends the lead's reference, else a new one), then the
 * visit, whose unique window settles a race between processes. Whoever types an e-mail or phone
 * that already has a visit books as anyone else does, and hears the same: nothing tells a stranger
 * of someone's visit, and no stranger can keep a homeowner from booking (the dashboard marks the
 * pair for staff). `network`: the keyed hash of the visitor's network (`networkOf`).
 */
export function bookVisit(
  payload: Payload,
  request: BookingRequest,
  { now = new Date(), network }: { now?: Date; network?: string } = {},
): Promise<{ status: 201; booking: Booking } | Refusal> {
  return oneAtATime(async () => {
    const context = await bookingContext(payload)
    const place = placeOf(context, request.place)
    if (isRefusal(place)) return place
    if (network && (await openFromNetwork(payload, network, now)) >= openPerNetwork())
      return refusal(429, 'network-full')
    const visits = await bookedVisits(payload, now)
    const query = {
      availability: context.availability,
      visits,
      now,
      areaDays: place.days,
      area: place.area,
    }
    const slot = openSlotAt(query, new Date(request.start), request.lead)
    if (isRefusal(slot)) return slot

    const leadId = (request.lead && checkLeadReference(request.lead, now.getTime())) || null
    // With the tick, the homeowner's consent to texts is on the lead before the visit is: the
    // visit's hook (features/texts/server/notify.ts) reads it to text the confirmation. Without
    // it, a consent given before (the estimate's, the chat's) stays.
    const textConsent = consentFor(request.textMe, request.phone, 'booking', now)
    if (leadId && textConsent)
      await payload.update({
        collection: 'leads',
        id: leadId,
        data: { textConsent },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    const lead = leadId ?? (await storeBookingLead(payload, request, place.name, textConsent)).id

    let visit: Visit
    try {
      visit = await payload.create({
        collection: 'visits',
        data: {
          start: slot.start,
          end: slot.end,
          state: 'booked',
          lead,
          name: request.name,
          email: request.email,
          phone: request.phone,
          address: request.address,
          place: place.name,
          area: place.area.name,
          bookedBy: 'homeowner',
          network,
        },
        overrideAccess: true,
      })
    } catch (error) {
      if (!isUniqueWindowError(error)) throw error
      const open = openSlots({ ...query, visits: await bookedVisits(payload, now) })
      return refusal(409, 'taken', { slots: open, lead: signLeadReference(lead, now.getTime()) })
    }
    await noticeFastWeek(payload, now).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Could not check the week’s bookings'),
    )
    return {
      status: 201 as const,
      booking: {
        start: coloradoIso(new Date(visit.start)),
        end: coloradoIso(new Date(visit.end)),
        label: slot.label,
        place: visit.place,
        address: visit.address ?? '',
        manage: signVisitLink(visit.id, visit.linkVersion ?? 1),
      },
    }
  })
}

/**
 * A booking that comes without a lead of its own (the contact page, a script) is a lead first,
 * stored before its visit, with the notice to the business the chat's leads send.
 */
async function storeBookingLead(
  payload: Payload,
  request: BookingRequest,
  place: string,
  textConsent?: TextConsent,
) {
  const settings = await payload.findGlobal({ slug: 'site-settings' }).catch(() => null)
  const lead = await payload.create({
    collection: 'leads',
    data: {
      name: request.name,
      email: request.email,
      phone: request.phone,
      location: `${request.address}, ${place}`,
      description:
        request.place === place
          ? 'Booked a free on-site inspection on the site.'
          : `Booked a free on-site inspection on the site (typed the place as “${request.place}”).`,
      source: 'contact',
      status: 'new',
      emails: settings ? chatEmailsFor(settings) : undefined,
      textConsent,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await queueLeadEmails(payload, lead.id).catch((error) =>
    payload.logger.error({ err: error, lead: lead.id }, 'Could not queue the e-mails of a lead'),
  )
  return lead
}

/** The visit a link names, when the link is its latest (a moved or cancelled visit's old one is not). */
export async function visitOfLink(payload: Payload, token: string): Promise<Visit | null> {
  const link = checkVisitLink(token)
  if (!link) return null
  const visit = await payload
    .findByID({ collection: 'visits', id: link.visitId, depth: 0, overrideAccess: true })
    .catch(() => null)
  return visit && (visit.linkVersion ?? 1) === link.version ? visit : null
}

/** Whether a visit's arrival window has begun: from then on its link only shows it. */
export const hasStarted = (visit: Pick<Visit, 'start'>, now = new Date()) =>
  new Date(visit.start).getTime() <= now.getTime()

/** Marks a visit confirmed by its homeowner (the button on its page, from the e-mail). */
export async function confirmVisit(payload: Payload, visit: Visit, now = new Date()) {
  if (visit.confirmedAt) return visit
  return payload.update({
    collection: 'visits',
    id: visit.id,
    data: { confirmedAt: now.toISOString() },
    overrideAccess: true,
  })
}

/** Cancels a visit: its window opens again, and its links (this one too) stop working. */
export async function cancelVisit(payload: Payload, visit: Visit): Promise<Visit> {
  // The collection's hooks give it a new link version and tell the homeowner.
  return payload.update({
    collection: 'visits',
    id: visit.id,
    data: { state: 'cancelled' },
    overrideAccess: true,
  })
}

/**
 * Moves a visit to another open window of its area's days: the same checks as a booking, the
 * visit's own window counted as free. Its old links stop working; the answer carries the new one.
 */
export async function moveVisit(
  payload: Payload,
  visit: Visit,
  startText: string,
  now = new Date(),
): Promise<{ status: 200; booking: Booking } | Refusal> {
  const context = await bookingContext(payload)
  const place = placeOf(context, visit.place)
  if (isRefusal(place)) return place
  const visits = (await bookedVisits(payload, now)).filter((held) => held.id !== visit.id)
  const query: SlotQuery = {
    availability: context.availability,
    visits,
    now,
    areaDays: place.days,
    ...(visit.bookedBy === 'homeowner' ? { area: place.area } : {}),
  }
  const slot = openSlotAt(query, new Date(startText))
  if (isRefusal(slot)) return slot
  try {
    const moved = await payload.update({
      collection: 'visits',
      id: visit.id,
      // The collection's hooks give it a new link version and tell the homeowner.
      data: { start: slot.start, end: slot.end },
      overrideAccess: true,
    })
    return {
      status: 200,
      booking: {
        start: slot.start,
        end: slot.end,
        label: slot.label,
        place: moved.place,
        address: moved.address ?? '',
        manage: signVisitLink(moved.id, moved.linkVersion ?? 1),
      },
    }
  } catch (error) {
    if (!isUniqueWindowError(error)) throw error
    return refusal(409, 'taken', {
      slots: openSlots({ ...query, visits: await bookedVisits(payload, now) }),
    })
  }
}
