import { coloradoDay, eachDay } from '@/lib/time/colorado'
import { EVENT_LABELS, type Device, type EventName } from '@/features/analytics/events'
import type { DateRange } from '@/features/analytics/range'
import { LEAD_SOURCES, type LeadSource } from '@/features/leads/domain'

/**
 * Turning events into the dashboard's figures, without a database: a day's totals from its raw
 * events, days added up, the funnels and the comparison with the previous period.
 *
 * Visitors are counted per day: the visitor hash changes every day (a new salt), so one person on
 * two days is two visitors, as in Plausible. That makes a day's totals final once the day is
 * over, and a period's visitors the sum of its days'.
 */

/** Events, and the distinct visitors behind them. */
export type Tally = { count: number; visitors: number }
type Tallies = Record<string, Tally>

/** One day's totals: what `analytics-daily` keeps per day, and what raw events add up to. */
export type DayTotals = {
  /** Every event by name, page views included. */
  events: Partial<Record<EventName, Tally>>
  /** Page views by path. */
  pages: Tallies
  /** Page views by the host the visit came from (outside sites only). */
  referrers: Tallies
  /** Page views by `utm_source`, `utm_medium` and `utm_campaign`. */
  sources: Tallies
  mediums: Tallies
  campaigns: Tallies
  /** Page views by device class. */
  devices: Tallies
  /** Searches that found nothing, by text. */
  noResults: Record<string, number>
}

/** The fields of a stored event the totals read. */
export type RawEvent = {
  name: EventName
  path: string
  referrerHost?: string | null
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  device?: Device | null
  visitor: string
  results?: number | null
  query?: string | null
  /** Identical events of one batch share a row. */
  count?: number | null
}

export const emptyTotals = (): DayTotals => ({
  events: {},
  pages: {},
  referrers: {},
  sources: {},
  mediums: {},
  campaigns: {},
  devices: {},
  noResults: {},
})

/** The totals of one day's events. */
export function totalsOfDay(events: readonly RawEvent[]): DayTotals {
  const totals = emptyTotals()
  const seen = new Set<string>()
  /** Counts `n` events under `key`, and the visitor once per dimension and key. */
  const add = (
    dimension: string,
    tallies: Tallies,
    key: string | null | undefined,
    event: RawEvent,
    n: number,
  ) => {
    if (!key) return
    const tally = (tallies[key] ??= { count: 0, visitors: 0 })
    tally.count += n
    const mark = `${dimension}\u0000${key}\u0000${event.visitor}`
    if (!seen.has(mark)) {
      seen.add(mark)
      tally.visitors += 1
    }
  }
  for (const event of events) {
    const n = Math.max(1, event.count ?? 1)
    add('events', totals.events as Tallies, event.name, event, n)
    if (event.name === 'pageview') {
      add('pages', totals.pages, event.path, event, n)
      add('referrers', totals.referrers, event.referrerHost, event, n)
      add('sources', totals.sources, event.utmSource, event, n)
      add('mediums', totals.mediums, event.utmMedium, event, n)
      add('campaigns', totals.campaigns, event.utmCampaign, event, n)
      add('devices', totals.devices, event.device, event, n)
    } else if (event.name === 'search' && event.results === 0 && event.query) {
      totals.noResults[event.query] = (totals.noResults[event.query] ?? 0) + n
    }
  }
  return totals
}

const DIMENSIONS = ['pages', 'referrers', 'sources', 'mediums', 'campaigns', 'devices'] as const

const addTallies = (into: Tallies, from: Tallies | undefined) => {
  for (const [key, tally] of Object.entries(from ?? {})) {
    const sum = (into[key] ??= { count: 0, visitors: 0 })
    sum.count += tally.count
    sum.visitors += tally.visitors
  }
}

/** Days added up (visitors too: see above). */
export function sumTotals(days: readonly DayTotals[]): DayTotals {
  const sum = emptyTotals()
  for (const day of days) {
    addTallies(sum.events as Tallies, day.events as Tallies)
    for (const name of DIMENSIONS) addTallies(sum[name], day[name])
    for (const [query, count] of Object.entries(day.noResults ?? {})) {
      sum.noResults[query] = (sum.noResults[query] ?? 0) + count
    }
  }
  return sum
}

const isTally = (value: unknown): value is Tally =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Tally).count === 'number' &&
  typeof (value as Tally).visitors === 'number'

const talliesOf = (value: unknown): Tallies =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, tally]) => isTally(tally)))
    : {}

/** A stored day's JSON read back: anything that is not a tally is left out. */
export function asDayTotals(value: unknown): DayTotals {
  const object = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >
  const noResults = (
    typeof object.noResults === 'object' && object.noResults !== null ? object.noResults : {}
  ) as Record<string, unknown>
  return {
    events: talliesOf(object.events),
    pages: talliesOf(object.pages),
    referrers: talliesOf(object.referrers),
    sources: talliesOf(object.sources),
    mediums: talliesOf(object.mediums),
    campaigns: talliesOf(object.campaigns),
    devices: talliesOf(object.devices),
    noResults: Object.fromEntries(
      Object.entries(noResults).filter(([, count]) => typeof count === 'number'),
    ) as Record<string, number>,
  }
}

const ZERO: Tally = { count: 0, visitors: 0 }
export const tallyOf = (totals: DayTotals, name: EventName): Tally => totals.events[name] ?? ZERO

/** `part` of `whole` as a fraction; null when there is no whole to divide. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null

/**
 * The change from the previous period as a fraction (+0.25 is 25 % more); null when the previous
 * period had none and this one has some (no percentage says "from nothing").
 */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null
  return (current - previous) / previous
}

export type FunnelStep = {
  name: EventName
  label: string
  visitors: number
  /** Of the step before; null on the first step or when the step before had nobody. */
  fromPrevious: number | null
  /** Of the first step. */
  fromFirst: number | null
}

/** Visitors at each step, and how many of them went on. Visitors, not events: a person counts once a day. */
export function funnel(totals: DayTotals, steps: readonly EventName[]): FunnelStep[] {
  const first = tallyOf(totals, steps[0]).visitors
  return steps.map((name, index) => {
    const visitors = tallyOf(totals, name).visitors
    const before = index === 0 ? null : tallyOf(totals, steps[index - 1]).visitors
    return {
      name,
      label: name === 'pageview' ? 'Visited' : EVENT_LABELS[name],
      visitors,
      fromPrevious: before === null ? null : rate(visitors, before),
      fromFirst: index === 0 ? null : rate(visitors, first),
    }
  })
}

export const ESTIMATE_FUNNEL: EventName[] = ['pageview', 'estimate_started', 'estimate_submitted']
export const CHAT_FUNNEL: EventName[] = ['chat_opened', 'chat_lead_saved']

export type Row = { key: string; count: number; visitors: number }

/** The biggest tallies first (by visitors, then events, then name), at most `limit`. */
export function topRows(tallies: Tallies, limit = 10): Row[] {
  return Object.entries(tallies)
    .map(([key, tally]) => ({ key, ...tally }))
    .sort((a, b) => b.visitors - a.visitors || b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit)
}

export type LeadRecord = { source?: string | null; createdAt: string }

export type SummaryItem = {
  key: string
  label: string
  current: number
  previous: number
  change: number | null
}

export type LeadsDay = { day: string; total: number } & Record<LeadSource, number>

export type Report = {
  range: DateRange
  summary: SummaryItem[]
  days: { day: string; visitors: number; pageviews: number }[]
  pages: Row[]
  referrers: Row[]
  sources: Row[]
  mediums: Row[]
  campaigns: Row[]
  devices: Row[]
  estimateFunnel: FunnelStep[]
  chatFunnel: FunnelStep[]
  leads: {
    byDay: LeadsDay[]
    bySource: { source: LeadSource; current: number; previous: number }[]
  }
  noResults: { query: string; count: number }[]
}

const inPeriod = (day: string, period: { from: string; to: string }) =>
  day >= period.from && day <= period.to

/**
 * The dashboard's figures for `range` (and its previous period) from each day's totals (days
 * without any missing from `byDay`) and the leads created in both periods.
 */
export function buildReport(
  range: DateRange,
  byDay: ReadonlyMap<string, DayTotals>,
  leads: readonly LeadRecord[],
): Report {
  const days = eachDay(range.from, range.to)
  const pick = (period: { from: string; to: string }) =>
    [...byDay].filter(([day]) => inPeriod(day, period)).map(([, totals]) => totals)
  const current = sumTotals(pick(range))
  const previous = sumTotals(pick(range.previous))

  const sourceOf = (lead: LeadRecord): LeadSource =>
    (LEAD_SOURCES as readonly string[]).includes(lead.source ?? '')
      ? (lead.source as LeadSource)
      : 'contact'
  const leadDays = new Map<string, LeadsDay>(
    days.map((day) => [day, { day, total: 0, calculator: 0, chat: 0, contact: 0, phone: 0 }]),
  )
  const leadCounts = { current: 0, previous: 0 }
  const bySource = Object.fromEntries(
    LEAD_SOURCES.map((source) => [source, { source, current: 0, previous: 0 }]),
  ) as Record<LeadSource, { source: LeadSource; current: number; previous: number }>
  for (const lead of leads) {
    const day = coloradoDay(new Date(lead.createdAt))
    const source = sourceOf(lead)
    const row = leadDays.get(day)
    if (row) {
      row.total += 1
      row[source] += 1
      leadCounts.current += 1
      bySource[source].current += 1
    } else if (inPeriod(day, range.previous)) {
      leadCounts.previous += 1
      bySource[source].previous += 1
    }
  }

  const item = (key: string, label: string, of: (totals: DayTotals) => number): SummaryItem => {
    const [now, before] = [of(current), of(previous)]
    return { key, label, current: now, previous: before, change: change(now, before) }
  }
  const visitors = (name: EventName) => (totals: DayTotals) => tallyOf(totals, name).visitors
  const events =
    (...names: EventName[]) =>
    (totals: DayTotals) =>
      names.reduce((sum, name) => sum + tallyOf(totals, name).count, 0)

  return {
    range,
    summary: [
      item('visitors', 'Visitors', visitors('pageview')),
      item('pageviews', 'Page views', events('pageview')),
      item('estimate-started', 'Visitors who started an estimate', visitors('estimate_started')),
      item('estimate-submitted', 'Visitors who sent an estimate', visitors('estimate_submitted')),
      item('chat-opened', 'Visitors who opened the chat', visitors('chat_opened')),
      item('chat-leads', 'Visitors who saved a chat lead', visitors('chat_lead_saved')),
      item('calls-texts', 'Calls and texts tapped', events('call_click', 'text_click')),
      {
        key: 'leads',
        label: 'Leads',
        current: leadCounts.current,
        previous: leadCounts.previous,
        change: change(leadCounts.current, leadCounts.previous),
      },
    ],
    days: days.map((day) => {
      const pageviews = byDay.get(day)?.events.pageview
      return { day, visitors: pageviews?.visitors ?? 0, pageviews: pageviews?.count ?? 0 }
    }),
    pages: topRows(current.pages, 20),
    referrers: topRows(current.referrers),
    sources: topRows(current.sources),
    mediums: topRows(current.mediums),
    campaigns: topRows(current.campaigns),
    devices: topRows(current.devices),
    estimateFunnel: funnel(current, ESTIMATE_FUNNEL),
    chatFunnel: funnel(current, CHAT_FUNNEL),
    leads: { byDay: [...leadDays.values()], bySource: Object.values(bySource) },
    noResults: Object.entries(current.noResults)
      .map(([query, count]) => ({ query, count }))
      .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
      .slice(0, 20),
  }
}
