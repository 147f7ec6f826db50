import type { Where } from 'payload'

import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from '@/features/leads/domain'
import { coloradoDay, coloradoDayStart, DAY_PATTERN, nextDay } from '@/lib/time/colorado'

/** The leads list's quick filters: statuses (any of), one source, and whole days from/to. */
export type DeskFilters = {
  status: LeadStatus[]
  source: LeadSource | ''
  /** `YYYY-MM-DD`, days in the business's time zone (America/Denver), both included. */
  from: string
  to: string
}

export const NO_FILTERS: DeskFilters = { status: [], source: '', from: '', to: '' }

/** The list's `where` for these filters; undefined when nothing is chosen. */
export function deskWhere(filters: DeskFilters): Where | undefined {
  const and: Where[] = []
  if (filters.status.length) and.push({ status: { in: filters.status } })
  if (filters.source) and.push({ source: { equals: filters.source } })
  if (DAY_PATTERN.test(filters.from)) {
    and.push({ createdAt: { greater_than_equal: coloradoDayStart(filters.from) } })
  }
  if (DAY_PATTERN.test(filters.to)) {
    and.push({ createdAt: { less_than: coloradoDayStart(nextDay(filters.to)) } })
  }
  return and.length ? { and } : undefined
}

/**
 * The day a date box holds, once it is one the filters take: a complete date (a four-digit year,
 * not the 0002, 0020, 0202 the box reports while its year is typed) gives its `YYYY-MM-DD`; an
 * emptied box gives '' (no date); anything else null, still being typed (a box partly filled in
 * reports '' too, with `badInput`): nothing to filter yet.
 */
export function typedDay(value: string, badInput = false): string | null {
  if (value === '') return badInput ? null : ''
  const match = DAY_PATTERN.exec(value)
  if (!match || Number(match[1]) < 1000) return null
  return value
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []

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
      filters.from = coloradoDay(new Date(createdAt.greater_than_equal))
    }
    if (typeof createdAt?.less_than === 'string') {
      const end = new Date(new Date(createdAt.less_than).getTime() - 1)
      filters.to = coloradoDay(end)
    }
  }
  return filters
}
