import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { Payload } from 'payload'

import { COLORADO_TIME_ZONE, coloradoClock, formatWindow } from '@/lib/time/colorado'
import { absoluteUrl, serverUrl } from '@/lib/site/urls'
import type { Visit } from '@/payload-types'

type CalendarVisit = Pick<
  Visit,
  'id' | 'start' | 'end' | 'name' | 'email' | 'phone' | 'place' | 'address' | 'area' | 'lead'
>

const leadIdOf = (lead: Visit['lead']) => (typeof lead === 'object' ? lead.id : lead)

/**
 * The rules (VTIMEZONE) of the zone every event of the site is in: each event names Colorado's
 * zone itself (`windowOf`). The calendar is given no zone of its own: ical-generator writes the
 * calendar's zone into DTSTAMP too, as the server's clock with no `Z`, where RFC 5545 (3.8.7.2)
 * wants UTC; without it DTSTAMP is UTC, and every time the events carry has its TZID.
 */
const COLORADO = {
  name: null,
  generator: (zone: string) => {
    const block = tzlib_get_ical_block(zone)
    return Array.isArray(block) ? block[0] : null
  },
}

const host = () => new URL(serverUrl()).hostname

/** A visit's event id: the same for every copy of the visit, so a calendar updates it. */
const eventId = (visit: Pick<Visit, 'id'>) => `visit-${visit.id}@${host()}`

/**
 * The window's start and end as Colorado's wall clock (`TZDate`): ical-generator writes a date's
 * own clock next to the zone's name, and a plain `Date`'s clock is the server's zone (a visit at
 * 8 AM written `T150000` on a server in UTC).
 */
const windowOf = (visit: Pick<Visit, 'start' | 'end'>) => ({
  start: coloradoClock(visit.start),
  end: coloradoClock(visit.end),
  timezone: COLORADO_TIME_ZONE,
})

/** Where to drive: the street address, then the town or county. */
export const visitLocation = (visit: Pick<Visit, 'address' | 'place'>) =>
  [visit.address?.trim(), visit.place].filter(Boolean).join(', ')

/**
 * The owner's calendar feed: every booked visit, with its address, phone and e-mail and a link to
 * the lead's case file, in Colorado's zone. A calendar app polls it (REFRESH-INTERVAL: 15 min).
 * A cancelled visit is not in it: the app drops the event.
 */
export function ownerCalendar(visits: readonly CalendarVisit[], businessName: string): string {
  const calendar = ical({
    name: `${businessName}: inspections`,
    prodId: { company: businessName, product: 'Inspections', language: 'EN' },
    timezone: COLORADO,
    ttl: 15 * 60,
  })
  for (const visit of visits) {
    const leadUrl = absoluteUrl(`/admin/collections/leads/${leadIdOf(visit.lead)}`)
    calendar.createEvent({
      id: eventId(visit),
      ...windowOf(visit),
      summary: `Inspection: ${visit.name}, ${visit.place}`,
      location: visitLocation(visit),
      description: [
        `Arrival window: ${formatWindow(new Date(visit.start), new Date(visit.end))}`,
        `Homeowner: ${visit.name}`,
        visit.phone ? `Phone: ${visit.phone}` : '',
        visit.email ? `E-mail: ${visit.email}` : '',
        visit.area ? `Area: ${visit.area}` : '',
        `Lead: ${leadUrl}`,
      ]
        .filter(Boolean)
        .join('\n'),
      url: leadUrl,
    })
  }
  return calendar.toString()
}

export type InviteVisit = Pick<
  Visit,
  'id' | 'start' | 'end' | 'place' | 'address' | 'name' | 'email' | 'linkVersion' | 'state'
>

/**
 * The homeowner's copy of a visit, attached to its e-mails: one event in Colorado's zone, an
 * invitation from the business (METHOD:REQUEST) that a calendar adds, and updates by its id when
 * the visit moves (its SEQUENCE rises with the link version, which every move and cancellation
 * bumps); once cancelled, METHOD:CANCEL, which takes it out of the calendar.
 */
export function visitInvite(
  visit: InviteVisit,
  business: { name: string; phone: string; email: string },
  manageUrl: string,
): string {
  const cancelled = visit.state === 'cancelled'
  const calendar = ical({
    prodId: { company: business.name, product: 'Inspections', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: COLORADO,
  })
  calendar.createEvent({
    id: eventId(visit),
    ...windowOf(visit),
    sequence: (visit.linkVersion ?? 1) - 1,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `${business.name}: free on-site inspection`,
    location: visitLocation(visit),
    description: cancelled
      ? `Cancelled. To book another time, call ${business.phone}.`
      : `We arrive between ${formatWindow(new Date(visit.start), new Date(visit.end))}. ` +
        `To move or cancel the visit: ${manageUrl} or call ${business.phone}.`,
    url: cancelled ? null : manageUrl,
    organizer: business.email ? { name: business.name, email: business.email } : null,
    attendees: visit.email
      ? [{ name: visit.name, email: visit.email, role: ICalAttendeeRole.REQ, rsvp: false }]
      : [],
  })
  return calendar.toString()
}

/** The visits the feed shows: booked, from 30 days back on. */
export async function feedVisits(payload: Payload, now = new Date()) {
  const found = await payload.find({
    collection: 'visits',
    where: {
      state: { equals: 'booked' },
      start: { greater_than_equal: new Date(now.getTime() - 30 * 86_400_000).toISOString() },
    },
    sort: 'start',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}
