import type { Payload, PayloadRequest, TypedUser } from 'payload'

import { addDays, coloradoDay, coloradoDayStart, formatWindow } from '@/lib/time/colorado'
import type { Visit } from '@/payload-types'

/** A visit as the dashboard, the case file and the morning digest list it. */
export type VisitLine = {
  id: number
  lead: number
  name: string
  phone: string
  place: string
  state: 'booked' | 'cancelled'
  start: string
  end: string
  /** "Mon, Dec 7, 8:00 – 10:00 AM MST". */
  label: string
}

const lineOf = (visit: Visit): VisitLine => ({
  id: visit.id,
  lead: typeof visit.lead === 'object' ? visit.lead.id : visit.lead,
  name: visit.name,
  phone: visit.phone,
  place: visit.place,
  state: visit.state,
  start: visit.start,
  end: visit.end,
  label: formatWindow(new Date(visit.start), new Date(visit.end)),
})

const SELECT = {
  lead: true,
  name: true,
  phone: true,
  place: true,
  state: true,
  start: true,
  end: true,
} as const

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
  return (docs as Visit[]).map(lineOf)
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
  return (docs as Visit[]).map(lineOf)
}
