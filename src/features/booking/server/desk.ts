import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { addDays, coloradoDay, coloradoDayStart, formatWindow } from '@/lib/time/colorado'
import type { Visit } from '@/payload-types'
import { dialDigits } from '@/utilities/phone'

/** A visit as the dashboard, the case file and the morning digest list it. */
export type VisitLine = {
  id: number
  lead: number
  name: string
  phone: string | null
  email: string | null
  place: string
  state: 'booked' | 'cancelled'
  start: string
  end: string
  /** "Mon, Dec 7, 8:00 – 10:00 AM MST". */
  label: string
  /** What staff should look at before driving out (visitFlags). */
  flags: string[]
}

/** A day: a booking its homeowner has not confirmed by then is marked. */
export const CONFIRM_WITHIN_MS = 24 * 60 * 60_000

export const VISIT_FLAGS = {
  unconfirmed: 'Not confirmed by the homeowner after a day',
  bounced: 'Its e-mail bounced',
  twin: 'Same e-mail or phone as another visit',
} as const

type Flagged = Pick<
  Visit,
  'id' | 'email' | 'phone' | 'bookedBy' | 'confirmedAt' | 'emailBouncedAt' | 'createdAt'
>

/**
 * The marks of a visit booked on the site that staff should check, none of which cancels it: its
 * homeowner has not confirmed it a day after booking, its e-mail bounced, or another visit to
 * come has the same e-mail or phone (someone may have booked with a stranger's details).
 */
export function visitFlags(visit: Flagged, others: readonly Flagged[], now = new Date()) {
  const flags: string[] = []
  if (visit.bookedBy === 'homeowner' && !visit.confirmedAt) {
    if (now.getTime() - new Date(visit.createdAt).getTime() >= CONFIRM_WITHIN_MS)
      flags.push(VISIT_FLAGS.unconfirmed)
  }
  if (visit.emailBouncedAt) flags.push(VISIT_FLAGS.bounced)
  const email = emailKey(visit.email)
  const phone = phoneKey(visit.phone)
  if (
    others.some(
      (other) =>
        other.id !== visit.id &&
        ((email !== null && emailKey(other.email) === email) ||
          (phone !== null && phoneKey(other.phone) === phone)),
    )
  )
    flags.push(VISIT_FLAGS.twin)
  return flags
}

/** A visit's e-mail and phone as visitFlags compares them; null when there is none. */
const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null
const phoneKey = (phone: string | null | undefined) =>
  phone && /\d/.test(phone) ? dialDigits(phone) : null

const lineOf = (visit: Visit, flags: string[] = []): VisitLine => ({
  id: visit.id,
  lead: typeof visit.lead === 'object' ? visit.lead.id : visit.lead,
  name: visit.name,
  phone: visit.phone || null,
  email: visit.email || null,
  place: visit.place,
  state: visit.state,
  start: visit.start,
  end: visit.end,
  label: formatWindow(new Date(visit.start), new Date(visit.end)),
  flags,
})

const SELECT = {
  lead: true,
  name: true,
  phone: true,
  email: true,
  place: true,
  state: true,
  start: true,
  end: true,
  bookedBy: true,
  confirmedAt: true,
  emailBouncedAt: true,
  createdAt: true,
} as const

/** The booked visits still to come, as visitFlags compares them. */
async function upcoming(payload: Payload, now: Date, user?: TypedUser): Promise<Flagged[]> {
  const { docs } = await payload.find({
    collection: 'visits',
    where: { and: [{ state: { equals: 'booked' } }, { end: { greater_than: now.toISOString() } }] },
    depth: 0,
    pagination: false,
    select: { email: true, phone: true },
    ...(user ? { overrideAccess: false, user } : {}),
  })
  return docs as Flagged[]
}

/** The booked visits that start on the Colorado days `from` to `to` (both included), in order. */
export async function bookedVisitsOn(
  payload: Payload,
  from: string,
  to: string,
  /** Read as this user may (the dashboard); the server's own reads (the digest) pass none. */
  user?: TypedUser,
): Promise<VisitLine[]> {
  const { docs } = await payload.find({
    collection: 'visits',
    where: {
      and: [
        { state: { equals: 'booked' } },
        { start: { greater_than_equal: coloradoDayStart(from) } },
        { start: { less_than: coloradoDayStart(addDays(to, 1)) } },
      ],
    },
    sort: 'start',
    depth: 0,
    limit: 200,
    select: SELECT,
    ...(user ? { overrideAccess: false, user } : {}),
  })
  const now = new Date()
  const others = await upcoming(payload, now, user)
  return (docs as Visit[]).map((visit) => lineOf(visit, visitFlags(visit, others, now)))
}

/** The dashboard's visits: today's, and those of the six days after it. */
export async function visitsAhead(payload: Payload, user: TypedUser, now = new Date()) {
  const today = coloradoDay(now)
  const visits = await bookedVisitsOn(payload, today, addDays(today, 6), user)
  return {
    today: visits.filter((visit) => coloradoDay(new Date(visit.start)) === today),
    week: visits.filter((visit) => coloradoDay(new Date(visit.start)) !== today),
    /** The studio's list of the booked visits from today on. */
    href:
      '/admin/collections/visits?' +
      new URLSearchParams({
        'where[and][0][state][equals]': 'booked',
        'where[and][1][start][greater_than_equal]': coloradoDayStart(today),
        sort: 'start',
      }),
  }
}

/** A lead's visits, the latest first, as the signed-in user may read them. */
export async function visitsOfLead(req: PayloadRequest, lead: number): Promise<VisitLine[]> {
  const { docs } = await req.payload.find({
    collection: 'visits',
    where: { lead: { equals: lead } },
    sort: '-start',
    depth: 0,
    limit: 20,
    select: SELECT,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const now = new Date()
  const others = await upcoming(req.payload, now, req.user ?? undefined)
  return (docs as Visit[]).map((visit) => lineOf(visit, visitFlags(visit, others, now)))
}
