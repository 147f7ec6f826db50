import type { Where } from 'payload'

import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from '@/features/leads/domain'

/** The leads list's quick filters: statuses (any of), one source, and whole days from/to. */
export type DeskFilters = {
  status: LeadStatus[]
  source: LeadSource | ''
  /** `YYYY-MM-DD`, days in the business's time zone (America/Denver), both included. */
  from: string
  to: string
}

export const NO_FILTERS: DeskFilters = { status: [], source: '', from: '', to: '' }

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const denverOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  timeZoneName: 'shortOffset',
})

/**
 * The instant a day starts in Colorado, as ISO 8601. Daylight saving changes at 2 AM, so the
 * offset at 7 AM UTC (midnight or 1 AM there) is the one of that midnight.
 */
export function denverDayStart(day: string): string {
  const match = DAY.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  const [year, month, date] = match.slice(1).map(Number)
  const probe = new Date(Date.UTC(year, month - 1, date, 7))
  const offset = denverOffset.formatToParts(probe).find((part) => part.type === 'timeZoneName')
  const hours = Number(/GMT([+-]\d+)/.exec(offset?.value ?? '')?.[1] ?? -7)
  return new Date(Date.UTC(year, month - 1, date) - hours * 3_600_000).toISOString()
}

/** The day after `day` (`YYYY-MM-DD`). */
export const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/** The list's `where` for these filters; undefined when nothing is chosen. */
export function deskWhere(filters: DeskFilters): Where | undefined {
  const and: Where[] = []
  if (filters.status.length) and.push({ status: { in: filters.status } })
  if (filters.source) and.push({ source: { equals: filters.source } })
  if (DAY.test(filters.from)) {
    and.push({ createdAt: { greater_than_equal: denverDayStart(filters.from) } })
  }
  if (DAY.test(filters.to)) {
    and.push({ createdAt: { less_than: denverDayStart(nextDay(filters.to)) } })
  }
  return and.length ? { and } : undefined
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []

const denverDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' })

/**
 * The filters a `where` of deskWhere's shape stands for (the list's query after a reload or a
 * shared link); conditions of any other shape are not the quick filters' and are left out.
 */
export function deskFiltersOf(where: Where | undefined): DeskFilters {
  const filters: DeskFilters = { ...NO_FILTERS, status: [] }
  const conditions = Array.isArray(where?.and) ? where.and : where ? [where] : []
  for (const condition of conditions) {
    const status = condition.status as Record<string, unknown> | undefined
    const source = condition.source as Record<string, unknown> | undefined
    const createdAt = condition.createdAt as Record<string, unknown> | undefined
    if (status) {
      filters.status = [...asList(status.in), ...asList(status.equals)].filter(
        (value): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value),
      )
    }
    if (source && (LEAD_SOURCES as readonly string[]).includes(String(source.equals))) {
      filters.source = source.equals as LeadSource
    }
    if (typeof createdAt?.greater_than_equal === 'string') {
      filters.from = denverDay.format(new Date(createdAt.greater_than_equal))
    }
    if (typeof createdAt?.less_than === 'string') {
      const end = new Date(new Date(createdAt.less_than).getTime() - 1)
      filters.to = denverDay.format(end)
    }
  }
  return filters
}
