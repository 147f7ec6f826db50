import { LeadsChart, VisitorsChart } from '@/features/analytics/dashboard/Charts'
import { Funnel } from '@/features/analytics/dashboard/Funnel'
import { RangePicker } from '@/features/analytics/dashboard/RangePicker'
import { Summary } from '@/features/analytics/dashboard/Summary'
import {
  cellClass,
  ChartTable,
  headClass,
  numberClass,
  Panel,
  RowsTable,
  tableClass,
} from '@/features/analytics/dashboard/Tables'
import type { Report } from '@/features/analytics/server/aggregate'
import { formatCount } from '@/features/analytics/format'
import { formatDay, rangeLabel } from '@/features/analytics/range'
import { SOURCE_LABELS } from '@/features/leads/domain'

const subheading = 'mt-5 text-base font-semibold text-forest-900'

/** The dashboard of /analytics, drawn on the server from a Report (lib/analytics). */
export function Dashboard({
  report,
  error,
  path,
  today,
}: {
  report: Report
  error: string | null
  path: string
  today: string
}) {
  const { range } = report
  const period = rangeLabel(range)
  const previousLabel =
    range.preset === 'custom' ? 'the days before' : `the ${range.days} days before`

  return (
    <>
      <h1 className="text-2xl font-semibold text-forest-900">Analytics</h1>
      <p className="mt-2 max-w-3xl text-charcoal-900/80">
        Where homeowners come from and what turns them into leads, counted by the site itself: no
        cookies, nothing sent to anyone else. A visitor is counted once a day.
      </p>

      <RangePicker range={range} path={path} today={today} />
      {error && (
        <p role="alert" className="mt-3 font-semibold text-cedar-700">
          {error}. Showing the last 30 days instead.
        </p>
      )}

      <p className="mt-4" data-testid="analytics-period">
        <strong>
          {period.startsWith('the ') ? period[0].toUpperCase() + period.slice(1) : period}
        </strong>{' '}
        ({formatDay(range.from)} – {formatDay(range.to)}), compared with {previousLabel} (
        {formatDay(range.previous.from)} – {formatDay(range.previous.to)}). Days in Colorado time;
        today so far.
      </p>

      <Summary items={report.summary} previousLabel={previousLabel} />

      <div className="mt-6 grid gap-6">
        <Panel id="visitors" title="Visitors and page views">
          <VisitorsChart data={report.days} />
          <ChartTable>
            <table className={`mt-2 ${tableClass}`} aria-label="Visitors and page views by day">
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    Day
                  </th>
                  <th scope="col" className={`${headClass} w-24 text-right`}>
                    Visitors
                  </th>
                  <th scope="col" className={`${headClass} w-24 text-right`}>
                    Page views
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className={`${cellClass} font-normal`}>
                      {formatDay(day.day)}
                    </th>
                    <td className={numberClass}>{formatCount(day.visitors)}</td>
                    <td className={numberClass}>{formatCount(day.pageviews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ChartTable>
        </Panel>

        <div className="grid gap-6 lg:grid-cols-2">
          <Panel id="funnel" title="Lead funnel">
            <h3 className={subheading}>Estimate form</h3>
            <Funnel steps={report.estimateFunnel} label="Estimate form funnel" />
            <h3 className={subheading}>Chat</h3>
            <Funnel steps={report.chatFunnel} label="Chat funnel" />
          </Panel>

          <Panel id="leads" title="Leads by source">
            <table className={`mt-3 ${tableClass}`} aria-label="Leads by source">
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    Source
                  </th>
                  <th scope="col" className={`${headClass} w-24 text-right`}>
                    Leads
                  </th>
                  <th scope="col" className={`${headClass} w-28 text-right`}>
                    Before
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.leads.bySource.map((row) => (
                  <tr key={row.source}>
                    <th scope="row" className={`${cellClass} font-normal`}>
                      {SOURCE_LABELS[row.source]}
                    </th>
                    <td className={numberClass}>{formatCount(row.current)}</td>
                    <td className={`${cellClass} text-right tabular-nums`}>
                      {formatCount(row.previous)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className={subheading}>Leads by day</h3>
            <LeadsChart data={report.leads.byDay} />
            <ChartTable>
              {/* Six columns do not fit a phone: the table scrolls sideways on its own, not the page. */}
              <div
                className="focus-ring-light mt-2 overflow-x-auto"
                role="region"
                aria-label="Leads by day and source (scrolls sideways)"
                tabIndex={0}
              >
                <table
                  className="w-full min-w-[30rem] border-collapse text-left text-sm"
                  aria-label="Leads by day and source"
                >
                  <thead>
                    <tr>
                      <th scope="col" className={headClass}>
                        Day
                      </th>
                      {(['calculator', 'chat', 'contact', 'phone'] as const).map((source) => (
                        <th key={source} scope="col" className={`${headClass} text-right`}>
                          {SOURCE_LABELS[source]}
                        </th>
                      ))}
                      <th scope="col" className={`${headClass} text-right`}>
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.leads.byDay.map((day) => (
                      <tr key={day.day}>
                        <th scope="row" className={`${cellClass} font-normal`}>
                          {formatDay(day.day)}
                        </th>
                        {(['calculator', 'chat', 'contact', 'phone'] as const).map((source) => (
                          <td key={source} className={`${cellClass} text-right tabular-nums`}>
                            {formatCount(day[source])}
                          </td>
                        ))}
                        <td className={`${cellClass} text-right tabular-nums`}>
                          {formatCount(day.total)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </ChartTable>
          </Panel>

          <Panel id="top-pages" title="Top pages">
            <RowsTable
              rows={report.pages}
              label="Top pages"
              keyHeader="Page"
              empty="No page views in this period."
            />
          </Panel>

          <Panel id="referrers" title="Referrers">
            <RowsTable
              rows={report.referrers}
              label="Referrers"
              keyHeader="Site"
              empty="No visits from other sites in this period."
            />
            <h3 className={subheading}>Devices</h3>
            <RowsTable
              rows={report.devices}
              label="Devices"
              keyHeader="Device"
              empty="No page views in this period."
            />
          </Panel>

          <Panel id="campaigns" title="Sources (UTM)">
            <h3 className={subheading}>Source</h3>
            <RowsTable
              rows={report.sources}
              label="UTM sources"
              keyHeader="utm_source"
              empty="No visits with utm_source in this period."
            />
            <h3 className={subheading}>Medium</h3>
            <RowsTable
              rows={report.mediums}
              label="UTM mediums"
              keyHeader="utm_medium"
              empty="No visits with utm_medium in this period."
            />
            <h3 className={subheading}>Campaign</h3>
            <RowsTable
              rows={report.campaigns}
              label="UTM campaigns"
              keyHeader="utm_campaign"
              empty="No visits with utm_campaign in this period."
            />
          </Panel>

          <Panel id="no-results" title="Searches with no results">
            {report.noResults.length === 0 ? (
              <p className="mt-3 text-charcoal-900/80">Every search found something.</p>
            ) : (
              <table className={`mt-3 ${tableClass}`} aria-label="Searches with no results">
                <thead>
                  <tr>
                    <th scope="col" className={headClass}>
                      Search text
                    </th>
                    <th scope="col" className={`${headClass} w-24 text-right`}>
                      Searches
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.noResults.map((row) => (
                    <tr key={row.query}>
                      <th
                        scope="row"
                        className={`${cellClass} font-normal [overflow-wrap:anywhere]`}
                      >
                        {row.query}
                      </th>
                      <td className={numberClass}>{formatCount(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>
        </div>
      </div>
    </>
  )
}
