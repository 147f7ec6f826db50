import ical, { ICalCalendarMethod } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { Payload } from 'payload'

import { COLORADO_TIME_ZONE, formatWindow } from '@/lib/time/colorado'
import { absoluteUrl, serverUrl } from '@/lib/site/urls'
import type { Visit } from '@/payload-types'

type CalendarVisit = Pick<
  Visit,
  'id' | 'start' | 'end' | 'name' | 'email' | 'phone' | 'place' | 'area' | 'lead'
>

const leadIdOf = (lead: Visit['lead']) => (typeof lead === 'object' ? lead.id : lead)

/** The one time zone every calendar of the site is in, with its rules (VTIMEZONE). */
const COLORADO = {
  name: COLORADO_TIME_ZONE,
  generator: (zone: string) => {
    const block = tzlib_get_ical_block(zone)
    return Array.isArray(block) ? block[0] : null
  },
}

/** A visit's event: the arrival window on Colorado's clock, a stable id, nothing else private. */
const host = () => new URL(serverUrl()).hostname

/**
 * The owner's calendar feed: every booked visit, with its place, phone and e-mail and a link to
 * the lead's case file, in Colorado's zone. A calendar app polls it (REFRESH-INTERVAL: 15 min).
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
      id: `visit-${visit.id}@${host()}`,
      start: new Date(visit.start),
      end: new Date(visit.end),
      timezone: COLORADO_TIME_ZONE,
      summary: `Inspection: ${visit.name}, ${visit.place}`,
      location: visit.place,
      description: [
        `Arrival window: ${formatWindow(new Date(visit.start), new Date(visit.end))}`,
        `Homeowner: ${visit.name}`,
        `Phone: ${visit.phone}`,
        `E-mail: ${visit.email}`,
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

/**
 * The homeowner's copy of a visit, attached to its e-mails: one event, in Colorado's zone, that a
 * calendar adds (METHOD:PUBLISH) and updates by its id when the visit moves.
 */
export function visitInvite(
  visit: Pick<Visit, 'id' | 'start' | 'end' | 'place'>,
  business: { name: string; phone: string },
  manageUrl: string,
): string {
  const calendar = ical({
    prodId: { company: business.name, product: 'Inspections', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: COLORADO,
  })
  calendar.createEvent({
    id: `visit-${visit.id}@${host()}`,
    start: new Date(visit.start),
    end: new Date(visit.end),
    timezone: COLORADO_TIME_ZONE,
    summary: `${business.name}: free on-site inspection`,
    location: visit.place,
    description:
      `We arrive between ${formatWindow(new Date(visit.start), new Date(visit.end))}. ` +
      `To move or cancel the visit: ${manageUrl} or call ${business.phone}.`,
    url: manageUrl,
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
