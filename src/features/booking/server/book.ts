import 'server-only'

import { ValidationError, type Payload } from 'payload'

import { areaDaysOf, availabilityOf } from '@/features/booking/availability'
import { matchPlace } from '@/features/booking/places'
import type { BookingRequest } from '@/features/booking/schema'
import {
  openSlots,
  SLOT_PROBLEMS,
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
import { coloradoDay, coloradoInstant, coloradoIso } from '@/lib/time/colorado'
import type { Availability as AvailabilityDoc, Visit } from '@/payload-types'
import { dialDigits } from '@/utilities/phone'

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

type UpcomingVisit = Pick<Visit, 'id' | 'start' | 'end' | 'email' | 'phone'>

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
    select: { start: true, end: true, email: true, phone: true },
    overrideAccess: true,
  })
  return found.docs
}

export type Refusal = { status: 404 | 409 | 422; error: string; slots?: Slot[]; lead?: string }

const BOOKING_OFF = 'We are not booking visits on the site right now. Please call us.'
const unknownPlace = (place: string) =>
  `We could not find “${place}” in the areas we serve. Please pick your county, or call us.`
const notServed = (place: string) =>
  `We do not book visits in ${place} on the site. Please call us and we will find a day.`

type Place = { name: string; area: string; days: string[] }

function placeOf(context: BookingContext, typed: string, staff = false): Place | Refusal {
  if (context.doc.enabled === false && !staff) return { status: 404, error: BOOKING_OFF }
  const matched = matchPlace(typed, context.counties, context.cities)
  if (!matched) return { status: 422, error: unknownPlace(typed) }
  const area = areaDaysOf(context.doc, matched.countyId)
  if (!area || area.days.length === 0) return { status: 422, error: notServed(matched.name) }
  return { name: matched.name, area: area.name, days: area.days }
}

const isRefusal = (value: Place | Slot | Refusal): value is Refusal => 'status' in value

export type PlaceSlots = { place: string; area: string; slots: Slot[] }

/** `GET /api/booking/slots?place=…`: the open windows for the place, or why there are none. */
export async function slotsForPlace(
  payload: Payload,
  typed: string,
  now = new Date(),
  { staff = false }: { staff?: boolean } = {},
): Promise<PlaceSlots | Refusal> {
  const context = await bookingContext(payload)
  const place = placeOf(context, typed, staff)
  if (isRefusal(place)) return place
  const visits = await bookedVisits(payload, now)
  // Staff on the phone may book the later windows of today, and further ahead.
  const availability = staff
    ? {
        ...context.availability,
        noticeDays: 0,
        daysAhead: Math.max(context.availability.daysAhead, STAFF_DAYS_AHEAD),
      }
    : context.availability
  const slots = openSlots({ availability, visits, now, areaDays: place.days })
  return { place: place.name, area: place.area, slots }
}

/** How far ahead the case file offers staff windows (the site's own limit, when further). */
const STAFF_DAYS_AHEAD = 56

/** The answer to a second booking from one e-mail or phone while its visit is still to come. */
export const ALREADY_BOOKED =
  'This e-mail or phone already has a visit booked. To move it, use the link in its e-mail, ' +
  'or call us.'

export type Booking = {
  start: string
  end: string
  label: string
  place: string
  /** The visit's own link token: to move or cancel it (`/booking/<token>`). */
  manage: string
}

/** The refusal of a window that was taken or is full: with the windows still open. */
const takenAnswer = (error: string, slots: Slot[], lead?: string): Refusal => ({
  status: 409,
  error,
  slots: slots.slice(0, 12),
  lead,
})

/** The open window that starts at `start`, or the refusal that says why it is not one. */
function openSlotAt(query: SlotQuery, start: Date, lead?: string): Slot | Refusal {
  const problem = slotProblem(query, start)
  if (problem === 'taken' || problem === 'day-full')
    return takenAnswer(SLOT_PROBLEMS[problem], openSlots(query), lead)
  if (problem) return { status: 422, error: SLOT_PROBLEMS[problem] }
  return openSlots(query).find((open) => new Date(open.start).getTime() === start.getTime())!
}

const isUniqueWindowError = (error: unknown) =>
  error instanceof ValidationError &&
  (error.data?.errors ?? []).some((issue) => issue.path === 'window')

/**
 * `POST /api/booking`: checks the window against the owner's availability and the visits booked,
 * stores the lead first (the page's own, when it sends the lead's reference, else a new one),
 * then the visit, whose unique window settles a race: one of thirty parallel bookings of a window
 * is stored, and the others are answered 409 with the windows still open.
 */
export async function bookVisit(
  payload: Payload,
  request: BookingRequest,
  now = new Date(),
): Promise<{ status: 201; booking: Booking } | Refusal> {
  const context = await bookingContext(payload)
  const place = placeOf(context, request.place)
  if (isRefusal(place)) return place
  const visits = await bookedVisits(payload, now)
  const query = { availability: context.availability, visits, now, areaDays: place.days }
  const start = new Date(request.start)

  const upcoming = visits.find(
    (visit) =>
      new Date(visit.start).getTime() > now.getTime() &&
      (visit.email.toLowerCase() === request.email.toLowerCase() ||
        dialDigits(visit.phone) === dialDigits(request.phone)),
  )
  if (upcoming) {
    return {
      status: 409,
      // Its time is not said: whoever typed someone else's e-mail or phone learns nothing.
      error: ALREADY_BOOKED,
    }
  }

  const slot = openSlotAt(query, start, request.lead)
  if (isRefusal(slot)) return slot

  const placeLabel = request.place === place.name ? place.name : `${request.place} (${place.name})`
  const leadId = (request.lead && checkLeadReference(request.lead, now.getTime())) || null
  const lead = leadId ?? (await storeBookingLead(payload, request, placeLabel)).id

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
        place: placeLabel,
        area: place.area,
        bookedBy: 'homeowner',
      },
      overrideAccess: true,
    })
  } catch (error) {
    if (!isUniqueWindowError(error)) throw error
    const open = openSlots({ ...query, visits: await bookedVisits(payload, now) })
    return takenAnswer(SLOT_PROBLEMS.taken, open, signLeadReference(lead, now.getTime()))
  }
  return {
    status: 201,
    booking: {
      start: coloradoIso(new Date(visit.start)),
      end: coloradoIso(new Date(visit.end)),
      label: slot.label,
      place: visit.place,
      manage: signVisitLink(visit.id, visit.linkVersion ?? 1),
    },
  }
}

/**
 * A booking that comes without a lead of its own (the contact page, a script) is a lead first,
 * stored before its visit, with the notice to the business the chat's leads send.
 */
async function storeBookingLead(payload: Payload, request: BookingRequest, location: string) {
  const settings = await payload.findGlobal({ slug: 'site-settings' }).catch(() => null)
  const lead = await payload.create({
    collection: 'leads',
    data: {
      name: request.name,
      email: request.email,
      phone: request.phone,
      location,
      description: 'Booked a free on-site inspection on the site.',
      source: 'contact',
      status: 'new',
      emails: settings ? chatEmailsFor(settings) : undefined,
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
  const query = { availability: context.availability, visits, now, areaDays: place.days }
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
        manage: signVisitLink(moved.id, moved.linkVersion ?? 1),
      },
    }
  } catch (error) {
    if (!isUniqueWindowError(error)) throw error
    return takenAnswer(
      SLOT_PROBLEMS.taken,
      openSlots({ ...query, visits: await bookedVisits(payload, now) }),
    )
  }
}
