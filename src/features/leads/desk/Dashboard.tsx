import Link from 'next/link'
import type { ServerProps } from 'payload'

import '@/features/leads/desk/leadDesk.css'
import { hasRole } from '@/access/roles'
import { BackupPanel } from '@/features/backup/BackupPanel'
import { backupStatus } from '@/features/backup/status'
import { deskSummary, recordDeskVisit } from '@/features/leads/desk/desk'
import { STAFF } from '@/features/staff/access'
import { capitalize, LEAD_STATUSES, SOURCE_LABELS, type LeadSource } from '@/features/leads/domain'
import { formatWhen } from '@/lib/time/colorado'

const leadsList = (where: string) => `/admin/collections/leads?${where}`

/**
 * The top of the studio's dashboard for staff and admins: the leads that came in since their last
 * visit, the leads in each status (each a link to that list), the staff tools, and the backups.
 * Editors, who do not work leads, see the dashboard as before.
 */
export async function LeadDashboard({ payload, user }: ServerProps) {
  if (!user || !hasRole(user, ...STAFF)) return null
  const since = await recordDeskVisit(payload, user)
  const [summary, backups] = await Promise.all([
    deskSummary(payload, since),
    backupStatus(payload).catch((error: unknown) => {
      payload.logger.error({ err: error }, 'Dashboard: could not read the backups')
      return null
    }),
  ])
  return (
    <section className="lead-desk__dashboard" aria-labelledby="lead-desk-title">
      <h2 id="lead-desk-title">Lead desk</h2>
      <div className="lead-desk__dashboard-grid">
        <div className="lead-desk__section">
          <h3 className="lead-desk__heading">
            {since ? `New since your last visit (${formatWhen(since)})` : 'Welcome'}
          </h3>
          {!since ? (
            <p>From your next visit on, the leads that came in meanwhile show here.</p>
          ) : summary.newSinceCount === 0 ? (
            <p>No new leads since then.</p>
          ) : (
            <>
              <p className="lead-desk__big">
                <Link
                  href={leadsList(
                    `where[and][0][createdAt][greater_than]=${encodeURIComponent(since)}`,
                  )}
                >
                  {summary.newSinceCount} new lead{summary.newSinceCount === 1 ? '' : 's'}
                </Link>
              </p>
              <ul className="lead-desk__recent">
                {summary.newSince.map((lead) => (
                  <li key={lead.id}>
                    <Link href={`/admin/collections/leads/${lead.id}`}>{lead.name}</Link>{' '}
                    <span className="lead-desk__muted">
                      {SOURCE_LABELS[lead.source as LeadSource] ?? lead.source} ·{' '}
                      {formatWhen(lead.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="lead-desk__section">
          <h3 className="lead-desk__heading">Leads by status</h3>
          <ul className="lead-desk__counts">
            {LEAD_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  data-status={status}
                  href={leadsList(`where[and][0][status][in][0]=${status}`)}
                  aria-label={`${capitalize(status)}: ${summary.byStatus[status]} leads`}
                >
                  <span className="lead-desk__count">{summary.byStatus[status]}</span>
                  {capitalize(status)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <nav className="lead-desk__section" aria-label="Staff tools">
          <h3 className="lead-desk__heading">Staff tools</h3>
          <ul className="lead-desk__tools">
            <li>
              <Link href="/admin/collections/leads">All leads</Link>
            </li>
            <li>
              <Link href="/admin/export">Export leads as CSV</Link>
            </li>
            <li>
              <Link href="/log-home-photos">Photos and videos from homeowners</Link>
            </li>
            <li>
              <Link href="/file-upload-test">Upload test</Link>
            </li>
          </ul>
        </nav>
        <BackupPanel status={backups} />
      </div>
    </section>
  )
}
