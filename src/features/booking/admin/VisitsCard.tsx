import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { CancelVisit } from '@/features/booking/admin/CancelVisit'
import { visitsAhead, type VisitLine } from '@/features/booking/server/desk'
import { formatPhone, telHref } from '@/utilities/phone'

function Visits({ visits, empty, label }: { visits: VisitLine[]; empty: string; label: string }) {
  if (visits.length === 0) return <p>{empty}</p>
  return (
    <ul className="lead-desk__recent" aria-label={label}>
      {visits.map((visit) => (
        <li key={visit.id}>
          <Link href={`/admin/collections/leads/${visit.lead}`}>{visit.name}</Link>{' '}
          <span className="lead-desk__muted">
            {visit.label} · {visit.place}
            {visit.phone ? (
              <>
                {' · '}
                <a href={telHref(visit.phone)}>{formatPhone(visit.phone)}</a>
              </>
            ) : null}
          </span>{' '}
          <CancelVisit
            visit={{
              id: visit.id,
              name: visit.name,
              label: visit.label,
              email: visit.email,
              phone: visit.phone,
            }}
            label="Cancel"
            withName
            className="lead-desk__link-button"
          />
          {visit.flags.map((flag) => (
            <span key={flag} className="lead-desk__flag" data-visit-flag>
              {' '}
              {flag}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

/**
 * The dashboard's on-site inspections: today's and the rest of the week's booked visits, each
 * leading to its lead's case file (where it is moved) and cancelled here after a question
 * (CancelVisit), and the list of all to come.
 */
export async function VisitsCard({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { today, week, href } = await visitsAhead(payload, user)
  return (
    <div className="lead-desk__section" data-cockpit="visits">
      <h3 className="lead-desk__heading">Inspection visits</h3>
      <h4 className="lead-desk__subheading">Today</h4>
      <Visits visits={today} empty="No visit today." label="Visits today" />
      <h4 className="lead-desk__subheading">The next six days</h4>
      <Visits visits={week} empty="No visit in the next six days." label="Visits this week" />
      <Link href={href}>All upcoming visits</Link>
    </div>
  )
}
