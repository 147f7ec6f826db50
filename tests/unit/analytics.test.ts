import { describe, expect, it } from 'vitest'

import {
  asDayTotals,
  buildReport,
  change,
  emptyTotals,
  funnel,
  rate,
  sumTotals,
  topRows,
  totalsOfDay,
  type RawEvent,
} from '@/features/analytics/server/aggregate'
import { addDays, addMonths, dayCount, coloradoDay, eachDay, isRealDay } from '@/lib/time/colorado'
import { formatChange, formatPercent } from '@/features/analytics/format'
import {
  cleanPath,
  cleanQuery,
  deviceClass,
  eventData,
  referrerHost,
  utmOf,
} from '@/features/analytics/server/parse'
import { rangeFromQuery, rangeQuery } from '@/features/analytics/server/query'
import { searchOf } from '@/utilities/searchParams'
import { customRange, presetRange, previousPeriod, rangeLabel } from '@/features/analytics/range'
import { beaconSchema } from '@/features/analytics/schema'

/** The pure parts of the site's analytics: parsing a beacon, adding up, periods, formatting. */

describe('device class', () => {
  it('is a phone up to 639 px, a tablet up to 1023, a desktop from 1024', () => {
    expect(deviceClass(320)).toBe('phone')
    expect(deviceClass(390)).toBe('phone')
    expect(deviceClass(639)).toBe('phone')
    expect(deviceClass(640)).toBe('tablet')
    expect(deviceClass(820)).toBe('tablet')
    expect(deviceClass(1023)).toBe('tablet')
    expect(deviceClass(1024)).toBe('desktop')
    expect(deviceClass(2560)).toBe('desktop')
  })

  it('is unknown without a width', () => {
    expect(deviceClass(undefined)).toBeNull()
    expect(deviceClass(0)).toBeNull()
    expect(deviceClass(Number.NaN)).toBeNull()
  })
})

describe('referrer host', () => {
  it('keeps the host only, without www., in lower case', () => {
    expect(referrerHost('https://www.Google.com/search?q=jane+doe+chinking')).toBe('google.com')
    expect(referrerHost('https://m.facebook.com/')).toBe('m.facebook.com')
    expect(referrerHost('android-app://com.google.android.gm/')).toBe('com.google.android.gm')
  })

  it('is null for none, for nonsense and for the site itself', () => {
    expect(referrerHost('')).toBeNull()
    expect(referrerHost(undefined)).toBeNull()
    expect(referrerHost('not a url')).toBeNull()
    expect(referrerHost('https://highcountry.example/services', ['highcountry.example'])).toBeNull()
    expect(referrerHost('http://127.0.0.1:3100/', ['127.0.0.1:3100'])).toBeNull()
    expect(referrerHost('https://www.site.example/', [null, 'site.example:443'])).toBeNull()
    expect(referrerHost('https://other.example/', ['site.example'])).toBe('other.example')
  })
})

describe('UTM parameters', () => {
  it('reads source, medium and campaign, trimmed and in lower case', () => {
    expect(utmOf('?utm_source=Facebook&utm_medium=%20cpc%20&utm_campaign=Spring-Stain')).toEqual({
      source: 'facebook',
      medium: 'cpc',
      campaign: 'spring-stain',
    })
  })

  it('gives null for each missing or empty one, and caps the length', () => {
    expect(utmOf('')).toEqual({ source: null, medium: null, campaign: null })
    expect(utmOf('&utm_source=&utm_campaign=x')).toEqual({
      source: null,
      medium: null,
      campaign: 'x',
    })
    expect(utmOf(`?utm_source=${'a'.repeat(300)}`).source).toHaveLength(100)
  })
})

describe('paths and search texts', () => {
  it('drops the query, the fragment and a trailing slash', () => {
    expect(cleanPath('/services/chinking/')).toBe('/services/chinking')
    expect(cleanPath('/search?q=jane')).toBe('/search')
    expect(cleanPath('/faq#faq-3')).toBe('/faq')
    expect(cleanPath('/')).toBe('/')
    expect(cleanPath(`/${'x'.repeat(400)}`)).toHaveLength(200)
  })

  it('keeps no token of a password, undo or review link', () => {
    expect(cleanPath('/choose-password/3f9a0c1d2e')).toBe('/choose-password')
    expect(cleanPath('/undo-email-change/7.Zm9vYmFy?problem=used')).toBe('/undo-email-change')
    expect(cleanPath('/choose-password/3f9a0c1d2e?problem=short')).toBe('/choose-password')
    expect(cleanPath('/booking/12.1.abcdef?booked=1')).toBe('/booking')
    expect(cleanPath('/review/12.abc.def/')).toBe('/review')
    expect(cleanPath('/reviews/chinking')).toBe('/reviews/chinking')
  })

  it('normalizes a search text', () => {
    expect(cleanQuery('  Log   HOME\tstain ')).toBe('log home stain')
    expect(cleanQuery('ｃｈｉｎｋ')).toBe('chink')
  })
})

describe('the beacon schema and the stored event', () => {
  const context = { day: '2026-11-24', visitor: 'abcdef0123456789', ownHosts: ['site.example'] }

  it('stores the page, referrer host, campaign and device, nothing else', () => {
    const beacon = beaconSchema.parse({
      n: 'pageview',
      p: '/services/chinking/',
      r: 'https://www.google.com/search?q=jane',
      s: '?utm_source=Google&utm_medium=cpc',
      w: 390,
      email: 'jane@example.com',
    })
    expect(beacon).not.toHaveProperty('email')
    expect(eventData(beacon, context)).toEqual({
      name: 'pageview',
      path: '/services/chinking',
      day: '2026-11-24',
      visitor: 'abcdef0123456789',
      referrerHost: 'google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: null,
      device: 'phone',
      results: null,
      query: null,
    })
  })

  it('keeps a search text only when the search found nothing', () => {
    const none = beaconSchema.parse({ n: 'search', p: '/', d: { results: 0, query: 'Cob Oven' } })
    expect(eventData(none, context)).toMatchObject({ results: 0, query: 'cob oven' })
    const some = beaconSchema.parse({ n: 'search', p: '/', d: { results: 4, query: 'Jane Doe' } })
    expect(eventData(some, context)).toMatchObject({ results: 4, query: null })
    const other = beaconSchema.parse({ n: 'call_click', p: '/', d: { results: 0, query: 'x' } })
    expect(eventData(other, context)).toMatchObject({ results: null, query: null })
  })

  it('refuses what is not a beacon', () => {
    for (const bad of [
      {},
      { n: 'purchase', p: '/' },
      { n: 'pageview', p: 'services' },
      { n: 'pageview', p: '/', w: 12.5 },
      { n: 'pageview', p: `/${'x'.repeat(600)}` },
      { n: 'search', p: '/' },
      { n: 'search', p: '/', d: { results: -1 } },
      { n: 'search', p: '/', d: { results: 0, query: 'x'.repeat(101) } },
      'pageview',
      null,
    ]) {
      expect(beaconSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

const event = (visitor: string, name: RawEvent['name'], extra: Partial<RawEvent> = {}) =>
  ({ name, visitor, path: '/', ...extra }) satisfies RawEvent

describe('a day’s totals', () => {
  const day = totalsOfDay([
    event('a', 'pageview', { path: '/', referrerHost: 'google.com', device: 'phone' }),
    event('a', 'pageview', { path: '/services', referrerHost: 'google.com', device: 'phone' }),
    event('a', 'pageview', { path: '/', count: 2, referrerHost: 'google.com', device: 'phone' }),
    event('b', 'pageview', { path: '/', utmSource: 'newsletter', utmCampaign: 'fall' }),
    event('c', 'pageview', { path: '/contact', device: 'desktop' }),
    event('a', 'estimate_started'),
    event('b', 'estimate_started'),
    event('b', 'estimate_started'),
    event('b', 'estimate_submitted'),
    event('c', 'search', { results: 0, query: 'cob oven' }),
    event('a', 'search', { results: 3 }),
    event('b', 'search', { results: 0, query: 'cob oven' }),
  ])

  it('counts events and distinct visitors by event', () => {
    expect(day.events.pageview).toEqual({ count: 6, visitors: 3 })
    expect(day.events.estimate_started).toEqual({ count: 3, visitors: 2 })
    expect(day.events.estimate_submitted).toEqual({ count: 1, visitors: 1 })
    expect(day.events.search).toEqual({ count: 3, visitors: 3 })
  })

  it('counts page views by page, referrer, campaign and device', () => {
    expect(day.pages).toEqual({
      '/': { count: 4, visitors: 2 },
      '/services': { count: 1, visitors: 1 },
      '/contact': { count: 1, visitors: 1 },
    })
    expect(day.referrers).toEqual({ 'google.com': { count: 4, visitors: 1 } })
    expect(day.sources).toEqual({ newsletter: { count: 1, visitors: 1 } })
    expect(day.campaigns).toEqual({ fall: { count: 1, visitors: 1 } })
    expect(day.mediums).toEqual({})
    expect(day.devices).toEqual({
      phone: { count: 4, visitors: 1 },
      desktop: { count: 1, visitors: 1 },
    })
    expect(day.noResults).toEqual({ 'cob oven': 2 })
  })

  it('adds days up, visitors included (a hash is one day’s)', () => {
    const sum = sumTotals([day, day, emptyTotals()])
    expect(sum.events.pageview).toEqual({ count: 12, visitors: 6 })
    expect(sum.pages['/']).toEqual({ count: 8, visitors: 4 })
    expect(sum.noResults).toEqual({ 'cob oven': 4 })
  })

  it('reads stored totals back, leaving out what is not a tally', () => {
    const stored = JSON.parse(JSON.stringify(day))
    expect(asDayTotals(stored)).toEqual(day)
    expect(
      asDayTotals({ events: { pageview: 'many' }, pages: null, noResults: { x: '1' } }),
    ).toEqual(emptyTotals())
    expect(asDayTotals(null)).toEqual(emptyTotals())
  })

  it('ranks rows by visitors, then views, then name', () => {
    expect(topRows(day.pages, 2).map((row) => row.key)).toEqual(['/', '/contact'])
  })
})

describe('funnel and comparison arithmetic', () => {
  it('gives each step’s share of the one before and of the first', () => {
    const totals = emptyTotals()
    totals.events = {
      pageview: { count: 900, visitors: 400 },
      estimate_started: { count: 60, visitors: 40 },
      estimate_submitted: { count: 10, visitors: 10 },
    }
    const steps = funnel(totals, ['pageview', 'estimate_started', 'estimate_submitted'])
    expect(
      steps.map((step) => [step.label, step.visitors, step.fromPrevious, step.fromFirst]),
    ).toEqual([
      ['Visited', 400, null, null],
      ['Estimate started', 40, 0.1, 0.1],
      ['Estimate submitted', 10, 0.25, 0.025],
    ])
  })

  it('has no rate where nobody reached the step before', () => {
    const steps = funnel(emptyTotals(), ['chat_opened', 'chat_lead_saved'])
    expect(steps[1]).toMatchObject({ visitors: 0, fromPrevious: null, fromFirst: null })
    expect(rate(1, 0)).toBeNull()
    expect(rate(1, 4)).toBe(0.25)
  })

  it('gives the change from the previous period', () => {
    expect(change(125, 100)).toBe(0.25)
    expect(change(50, 100)).toBe(-0.5)
    expect(change(0, 0)).toBe(0)
    expect(change(3, 0)).toBeNull()
    expect(formatChange(0.25)).toBe('+25%')
    expect(formatChange(-0.054)).toBe('−5.4%')
    expect(formatChange(0)).toBe('no change')
    expect(formatChange(null)).toBe('new')
    expect(formatPercent(0.025)).toBe('2.5%')
    expect(formatPercent(null)).toBe('–')
  })
})

describe('days', () => {
  it('are days in Colorado', () => {
    // 05:59 UTC on Nov 25 is still Nov 24 in Denver (UTC-7); 07:00 is Nov 25.
    expect(coloradoDay(new Date('2026-11-25T06:59:00Z'))).toBe('2026-11-24')
    expect(coloradoDay(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25')
    // Summer: UTC-6.
    expect(coloradoDay(new Date('2026-07-01T05:59:00Z'))).toBe('2026-06-30')
  })

  it('move, count and list', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28')
    expect(dayCount('2026-11-01', '2026-11-30')).toBe(30)
    expect(dayCount('2026-03-07', '2026-03-09')).toBe(3)
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(isRealDay('2026-02-29')).toBe(false)
    expect(isRealDay('2028-02-29')).toBe(true)
    expect(isRealDay('2026-2-1')).toBe(false)
  })
})

describe('periods', () => {
  const today = '2026-11-24'

  it('presets end today and count today', () => {
    expect(presetRange('7d', today)).toMatchObject({ from: '2026-11-18', to: today, days: 7 })
    expect(presetRange('30d', today)).toMatchObject({ from: '2026-10-26', days: 30 })
    expect(presetRange('90d', today)).toMatchObject({ from: '2026-08-27', days: 90 })
    expect(presetRange('12m', today)).toMatchObject({ from: '2025-11-25', days: 365 })
  })

  it('compare with the same number of days just before', () => {
    expect(presetRange('7d', today).previous).toEqual({ from: '2026-11-11', to: '2026-11-17' })
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    })
    expect(customRange('2026-11-24', '2026-11-24').previous).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
  })

  it('come from the query: a preset, custom days, or the default with a reason', () => {
    expect(rangeFromQuery({}, today)).toMatchObject({ range: { preset: '30d' }, error: null })
    expect(rangeFromQuery({ range: '90d' }, today).range.preset).toBe('90d')
    expect(rangeFromQuery({ range: ['7d', '90d'] }, today).range.preset).toBe('7d')
    expect(
      rangeFromQuery({ range: 'custom', from: '2026-10-01', to: '2026-10-31' }, today),
    ).toMatchObject({ range: { preset: 'custom', days: 31 }, error: null })
    // Days without the word "custom" (a form without it) are days too.
    expect(rangeFromQuery({ from: '2026-10-01', to: '2026-10-02' }, today).range.days).toBe(2)
    // A GET form sends empty fields with a preset.
    expect(rangeFromQuery({ range: '7d', from: '', to: '' }, today).error).toBeNull()

    for (const [params, message] of [
      [{ range: '5y' }, /periods/],
      [{ range: 'custom', from: '2026-10-01' }, /both/],
      [{ range: 'custom', from: '2026-10-31', to: '2026-10-01' }, /on or before/],
      [{ range: 'custom', from: '2026-02-30', to: '2026-03-01' }, /date/],
      [{ range: 'custom', from: '2020-01-01', to: '2026-01-01' }, /three years/],
    ] as const) {
      const result = rangeFromQuery(params, today)
      expect(result.range.preset, JSON.stringify(params)).toBe('30d')
      expect(result.error).toMatch(message)
    }
  })

  it('write themselves back as a query and as words', () => {
    expect(rangeQuery(presetRange('7d', today))).toBe('?range=7d')
    expect(rangeQuery(customRange('2026-10-01', '2026-10-31'))).toBe(
      '?range=custom&from=2026-10-01&to=2026-10-31',
    )
    expect(searchOf({ range: 'custom', from: '2026-10-01', x: undefined })).toBe(
      '?range=custom&from=2026-10-01',
    )
    expect(rangeLabel(presetRange('12m', today))).toBe('the last 12 months')
    expect(rangeLabel(customRange('2026-10-01', '2026-10-31'))).toBe('Oct 1, 2026 – Oct 31, 2026')
  })
})

describe('the report', () => {
  it('adds up both periods, funnels, leads by day and source', () => {
    const range = presetRange('7d', '2026-11-24')
    const day = (visitors: string[], extra: RawEvent[] = []) =>
      totalsOfDay([...visitors.map((v) => event(v, 'pageview')), ...extra])
    const byDay = new Map([
      ['2026-11-24', day(['a', 'b'], [event('a', 'estimate_started')])],
      ['2026-11-20', day(['c'], [event('c', 'call_click'), event('c', 'text_click')])],
      // The previous period.
      ['2026-11-12', day(['d', 'e', 'f', 'g'])],
      // Outside both.
      ['2026-10-01', day(['z'])],
    ])
    const leads = [
      { source: 'calculator', createdAt: '2026-11-24T18:00:00Z' },
      // 02:00 UTC on the 21st is the evening of the 20th in Colorado.
      { source: 'chat', createdAt: '2026-11-21T02:00:00Z' },
      { source: 'phone', createdAt: '2026-11-15T18:00:00Z' },
      { source: 'phone', createdAt: '2026-11-01T18:00:00Z' },
    ]
    const report = buildReport(range, byDay, leads)
    const summary = Object.fromEntries(report.summary.map((item) => [item.key, item]))
    expect(summary.visitors).toMatchObject({ current: 3, previous: 4, change: -0.25 })
    expect(summary.pageviews).toMatchObject({ current: 3, previous: 4 })
    expect(summary['estimate-started']).toMatchObject({ current: 1, previous: 0, change: null })
    expect(summary['calls-texts']).toMatchObject({ current: 2 })
    expect(summary.leads).toMatchObject({ current: 2, previous: 1, change: 1 })
    expect(report.days).toHaveLength(7)
    expect(report.days.at(-1)).toEqual({ day: '2026-11-24', visitors: 2, pageviews: 2 })
    expect(report.days[0]).toEqual({ day: '2026-11-18', visitors: 0, pageviews: 0 })
    expect(report.estimateFunnel.map((step) => step.visitors)).toEqual([3, 1, 0])
    expect(report.leads.byDay.find((row) => row.day === '2026-11-20')).toMatchObject({
      chat: 1,
      total: 1,
    })
    expect(report.leads.bySource).toContainEqual({ source: 'phone', current: 0, previous: 1 })
  })
})
