import Link from 'next/link'
import type { ServerProps } from 'payload'

import '@/styles/desk.css'
import { hasRole } from '@/access/roles'
import { BackupPanel } from '@/features/backup/BackupPanel'
import { VisitsCard } from '@/features/booking/admin/VisitsCard'
import { backupStatus } from '@/features/backup/status'
import { cockpit, type Cockpit, type CockpitLead } from '@/studio/dashboard/cockpit'
import { deskSummary, recordDeskVisit } from '@/features/leads/desk/desk'
import { toolsFor } from '@/studio/dashboard/tools'
import { STAFF, WRITERS } from '@/features/staff/login'
import { capitalize, LEAD_STATUSES, SOURCE_LABELS, type LeadSource } from '@/features/leads/domain'
import { SetupCard } from '@/studio/dashboard/SetupCard'
import { setupSteps } from '@/studio/dashboard/setup'
import { emailDeliveryConfigured } from '@/lib/email/send'
import { textsConfigured } from '@/features/texts/server/provider'
import { siteAddress, siteAddressSet } from '@/lib/site/address'
import { formatWhen, formatWhenShort } from '@/lib/time/colorado'
import type { User } from '@/payload-types'

const leadsList = (where: string) => `/admin/collections/leads?${where}`
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function LeadList({ leads, due }: { leads: CockpitLead[]; due: 'respondBy' | 'createdAt' }) {
  return (
    <ul className="lead-desk__recent">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Link href={`/admin/collections/leads/${lead.id}`}>{lead.name}</Link>{' '}
          <span className="lead-desk__muted">
            {SOURCE_LABELS[lead.source as LeadSource] ?? lead.source} ·{' '}
            {due === 'respondBy'
              ? `due ${formatWhen(lead.respondBy)}`
              : `came in ${formatWhen(lead.createdAt)}`}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Group({
  id,
  title,
  group,
  empty,
  due,
  alarm,
}: {
  id: string
  title: string
  group: { count: number; leads: CockpitLead[]; href: string }
  empty: string
  due: 'respondBy' | 'createdAt'
  alarm?: boolean
}) {
  return (
    <div className="lead-desk__section" data-cockpit={id}>
      <h3 className="lead-desk__heading">{title}</h3>
      {group.count === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <p className={`lead-desk__big${alarm ? ' lead-desk__overdue' : ''}`}>
            <Link href={group.href} data-count={group.count}>
              {plural(group.count, 'lead')}
            </Link>
          </p>
          <LeadList leads={group.leads} due={due} />
        </>
      )}
    </div>
  )
}

const figure = (value: number, percent?: boolean) =>
  percent ? `${value.toFixed(1)}%` : value.toLocaleString('en-US')

function Week({ week }: { week: NonNullable<Cockpit['leads']>['week'] }) {
  const rows = [
    ['visitors', 'Visitors', week.visitors, false],
    ['estimates', 'Estimate requests', week.estimates, false],
    ['chat', 'Chat leads', week.chat, false],
    ['conversion', 'Visitors who became leads', week.conversion, true],
  ] as const
  return (
    <div className="lead-desk__section" data-cockpit="week">
      <h3 className="lead-desk__heading">This week against last week</h3>
      <table className="lead-desk__week">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">Last 7 days</th>
            <th scope="col">7 days before</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label, value, percent]) => (
            <tr key={key} data-figure={key}>
              <th scope="row">{label}</th>
              <td>
                {value.href ? (
                  <Link href={value.href}>{figure(value.current, percent)}</Link>
                ) : null}
              </td>
              <td>
                {value.hrefPrevious ? (
                  <Link href={value.hrefPrevious}>{figure(value.previous, percent)}</Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The first words of a review, for its line on the dashboard. */
const excerpt = (text: string, words = 14) => {
  const all = text.trim().split(/\s+/)
  return all.length > words ? `“${all.slice(0, words).join(' ')}…”` : `“${all.join(' ')}”`
}

function Posts({ posts }: { posts: NonNullable<Cockpit['posts']> }) {
  return (
    <>
      <div className="lead-desk__section" data-cockpit="scheduled">
        <h3 className="lead-desk__heading">Scheduled posts</h3>
        {posts.scheduled.length === 0 ? (
          <p>No post is scheduled.</p>
        ) : (
          <ul className="lead-desk__recent">
            {posts.scheduled.map((post) => (
              <li key={`${post.id}-${post.at}`}>
                <Link href={`/admin/collections/posts/${post.id}`}>{post.title}</Link>{' '}
                <span className="lead-desk__muted">Scheduled for {formatWhenShort(post.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="lead-desk__section" data-cockpit="reviews">
        <h3 className="lead-desk__heading">
          Reviews waiting{posts.reviews.count > 0 ? ` (${posts.reviews.count})` : ''}
        </h3>
        {posts.reviews.count === 0 ? (
          <p>No review is waiting for you.</p>
        ) : (
          <>
            <ul className="lead-desk__recent">
              {posts.reviews.waiting.map((review) => (
                <li key={review.id}>
                  <Link href={`/admin/collections/testimonials/${review.id}`}>{review.author}</Link>{' '}
                  {review.rating ? (
                    <span aria-label={`${review.rating} of 5 stars`}>
                      {'★'.repeat(review.rating)}
                    </span>
                  ) : null}{' '}
                  <span className="lead-desk__muted">{excerpt(review.content)}</span>
                </li>
              ))}
            </ul>
            {posts.reviews.count > posts.reviews.waiting.length ? (
              <Link href={posts.reviews.href}>All {posts.reviews.count} reviews waiting</Link>
            ) : null}
          </>
        )}
      </div>
      <div className="lead-desk__section" data-cockpit="seo">
        <h3 className="lead-desk__heading">Blog SEO</h3>
        {posts.seoProblems === null ? (
          <p>
            The posts could not be analyzed just now: <Link href="/blog-seo">open Blog SEO</Link>.
          </p>
        ) : (
          <p>
            <Link href="/blog-seo" data-count={posts.seoProblems.count}>
              {plural(posts.seoProblems.count, 'post')} of {posts.seoProblems.of} need SEO work
            </Link>{' '}
            <span className="lead-desk__muted">(rated OK or Poor)</span>
          </p>
        )}
      </div>
    </>
  )
}

/**
 * The studio's dashboard, the owner's first screen: for those who work leads, the overdue leads
 * (oldest first), those due today, those new since the last visit, this week against the last;
 * for those who write, the scheduled posts and the posts with SEO problems; then the leads by
 * status, the staff tools each role uses, and the backups. One server render reads all of it.
 */
export async function LeadDashboard({ payload, user }: ServerProps) {
  if (!user || !hasRole(user, ...STAFF, ...WRITERS)) return null
  const works = hasRole(user, ...STAFF)
  const since = works ? await recordDeskVisit(payload, user) : null
  const [view, summary, backups] = await Promise.all([
    cockpit(payload, user as User, since),
    works ? deskSummary(payload, null) : null,
    works
      ? backupStatus(payload).catch((error: unknown) => {
          payload.logger.error({ err: error }, 'Dashboard: could not read the backups')
          return null
        })
      : null,
  ])
  const tools = toolsFor(user as User)
  const setup = hasRole(user, 'admin')
    ? setupSteps(
        {
          address: siteAddress(),
          addressSet: siteAddressSet(),
          emailConfigured: emailDeliveryConfigured(),
          textsConfigured: textsConfigured(),
          backup: backups && {
            enabled: backups.schedule.enabled,
            lastGoodAt: backups.lastGood?.at ?? null,
            nextAt: backups.nextAt,
          },
        },
        formatWhen,
      )
    : null
  return (
    <section className="lead-desk__dashboard" aria-labelledby="lead-desk-title">
      <h2 id="lead-desk-title">{works ? 'Lead desk' : 'Blog desk'}</h2>
      <div className="lead-desk__dashboard-grid">
        {setup ? <SetupCard steps={setup} /> : null}
        {view.leads ? (
          <>
            <Group
              id="overdue"
              title="Overdue: past their respond-by time"
              group={view.leads.overdue}
              empty="No lead is overdue."
              due="respondBy"
              alarm
            />
            <Group
              id="due-today"
              title="Due today"
              group={view.leads.dueToday}
              empty="No lead is due today."
              due="respondBy"
            />
            {view.leads.newSince ? (
              <Group
                id="new-since"
                title={`New since your last visit (${formatWhen(view.leads.newSince.since)})`}
                group={view.leads.newSince}
                empty="No new leads since then."
                due="createdAt"
              />
            ) : (
              <div className="lead-desk__section" data-cockpit="new-since">
                <h3 className="lead-desk__heading">Welcome</h3>
                <p>From your next visit on, the leads that came in meanwhile show here.</p>
              </div>
            )}
            {view.leads.failedTexts.count > 0 ? (
              <div className="lead-desk__section" data-cockpit="failed-texts">
                <h3 className="lead-desk__heading">Texts that failed</h3>
                <p className="lead-desk__overdue">
                  <Link
                    href={view.leads.failedTexts.href}
                    data-count={view.leads.failedTexts.count}
                  >
                    {plural(view.leads.failedTexts.count, 'text')} could not be sent
                  </Link>{' '}
                  in the last 7 days. Each says why.
                </p>
              </div>
            ) : null}
            <VisitsCard payload={payload} user={user} />
            <Week week={view.leads.week} />
          </>
        ) : null}
        {view.posts ? <Posts posts={view.posts} /> : null}
        {summary ? (
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
        ) : null}
        <nav className="lead-desk__section" aria-label="Staff tools">
          <h3 className="lead-desk__heading">Staff tools</h3>
          <ul className="lead-desk__tools">
            {tools.map((tool) => (
              <li key={tool.href}>
                <Link href={tool.href}>{tool.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {works ? <BackupPanel status={backups} /> : null}
      </div>
    </section>
  )
}
