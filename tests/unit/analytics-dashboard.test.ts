import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Dashboard } from '@/features/analytics/dashboard/Dashboard'
import { buildReport, totalsOfDay } from '@/features/analytics/server/aggregate'
import { presetRange } from '@/features/analytics/range'

/** The dashboard's markup from a report: the period, the totals, the tables behind the charts. */
const today = '2026-11-24'
const report = buildReport(
  presetRange('7d', today),
  new Map([
    [
      today,
      totalsOfDay([
        { name: 'pageview', visitor: 'a', path: '/services/chinking', referrerHost: 'google.com' },
        { name: 'pageview', visitor: 'b', path: '/', utmSource: 'newsletter', device: 'phone' },
        { name: 'estimate_started', visitor: 'a', path: '/' },
        { name: 'search', visitor: 'b', path: '/', results: 0, query: 'cob oven' },
      ]),
    ],
  ]),
  [{ source: 'chat', createdAt: '2026-11-24T18:00:00Z' }],
)
const html = renderToStaticMarkup(
  createElement(Dashboard, { report, error: null, path: '/analytics', today }),
)

describe('the analytics dashboard', () => {
  it('marks the chosen preset and keeps the custom days in a GET form', () => {
    expect(html).toContain('href="/analytics?range=7d" aria-current="page"')
    expect(html).toContain('href="/analytics?range=12m"')
    const form = /<form[^>]*aria-label="Custom period"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/analytics"')
    expect(html).toContain('name="from"')
    expect(html).toContain('value="2026-11-18"')
  })

  it('shows the totals with the comparison, and each chart as a table', () => {
    expect(html).toContain('data-testid="total-visitors"')
    expect(html).toMatch(/Visitors<\/dt>/)
    expect(html).toContain('Show as table')
    expect(html).toContain('aria-label="Visitors and page views by day"')
    expect(html).toContain('aria-label="Leads by day and source"')
    expect(html).toContain('/services/chinking')
    expect(html).toContain('google.com')
    expect(html).toContain('newsletter')
    expect(html).toContain('cob oven')
    // The charts are pictures beside their tables: hidden from screen readers.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*data-testid="visitors-chart"/)
  })

  it('says why a period was refused', () => {
    const refused = renderToStaticMarkup(
      createElement(Dashboard, {
        report,
        error: 'Choose both a start and an end date',
        path: '/analytics',
        today,
      }),
    )
    expect(refused).toContain('role="alert"')
    expect(refused).toContain('Choose both a start and an end date.')
  })
})
