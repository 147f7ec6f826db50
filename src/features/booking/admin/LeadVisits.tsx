import type { PayloadRequest } from 'payload'

import { VisitActions } from '@/features/booking/admin/VisitActions'
import { slotsForPlace } from '@/features/booking/server/book'
import { visitsOfLead } from '@/features/booking/server/desk'
import type { Lead } from '@/payload-types'

const CREATE = '/admin/collections/visits/create'

/**
 * The case file's inspection visit: the lead's visit to come (move it, cancel it), or the open
 * windows of its area to book one for a caller; and its earlier visits. A place outside the
 * booking areas is booked at any time from Visits, Create New.
 */
export async function LeadVisits({ lead, req }: { lead: Lead; req: PayloadRequest }) {
  const now = new Date()
  const visits = await visitsOfLead(req, lead.id)
  const upcoming = visits.find(
    (visit) => visit.state === 'booked' && Date.parse(visit.end) > now.getTime(),
  )
  const others = visits.filter((visit) => visit !== upcoming)
  const place = upcoming?.place ?? lead.location ?? ''
  const open = place ? await slotsForPlace(req.payload, place, now, { staff: true }) : null
  return (
    <section className="lead-desk__section" aria-label="Inspection visit">
      <h2 className="lead-desk__heading">Inspection visit</h2>
      {upcoming ? (
        <p data-visit="booked">
          <strong>{upcoming.label}</strong>
          <br />
          <span className="lead-desk__muted">{upcoming.place}</span>
          {upcoming.flags.map((flag) => (
            <span key={flag} className="lead-desk__flag" data-visit-flag>
              <br />
              {flag}
            </span>
          ))}
        </p>
      ) : (
        <p data-visit="none">No visit booked.</p>
      )}
      {open && !('status' in open) ? (
        <VisitActions
          lead={{ id: lead.id, name: lead.name, email: lead.email, phone: lead.phone }}
          visit={
            upcoming
              ? {
                  id: upcoming.id,
                  name: upcoming.name,
                  label: upcoming.label,
                  email: upcoming.email,
                  phone: upcoming.phone,
                }
              : null
          }
          place={place}
          area={open.area}
          slots={open.slots}
        />
      ) : (
        <p className="lead-desk__muted">
          {place
            ? `“${place}” is not in a booking area with days (Inspection booking, Areas).`
            : 'The lead has no place to match to a booking area.'}{' '}
          <a href={CREATE}>Book a visit at any time</a>.
        </p>
      )}
      {others.length > 0 && (
        <ul className="lead-desk__emails" aria-label="Other visits">
          {others.map((visit) => (
            <li key={visit.id}>
              <a href={`/admin/collections/visits/${visit.id}`}>{visit.label}</a>
              <span className="lead-desk__muted">
                {visit.state === 'cancelled' ? 'Cancelled' : 'Past'} · {visit.place}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
