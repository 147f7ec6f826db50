import type { Payload } from 'payload'

import { asDayTotals, totalsOfDay, type DayTotals, type RawEvent } from '@/lib/analytics/aggregate'
import type { AnalyticsEvent } from '@/payload-types'

/**
 * Reading the analytics back through Payload (any database adapter): raw events added up
 * per day, and the daily rows. Shared by the dashboard and the daily job, so no `server-only`.
 */

/** The fields of a raw event the totals need: nothing else is read. */
const RAW_FIELDS = {
  name: true,
  path: true,
  day: true,
  visitor: true,
  referrerHost: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  device: true,
  results: true,
  query: true,
  count: true,
} as const

/** The totals of these days from their raw events; days without events are left out. */
export async function rawTotalsByDay(
  payload: Payload,
  days: readonly string[],
): Promise<Map<string, DayTotals>> {
  if (days.length === 0) return new Map()
  // The adapter's own read (any database): these rows have no relationships, hooks or hidden
  // fields for the Local API to work through, and a busy day's twenty thousand read twice as fast.
  const { docs } = await payload.db.find<AnalyticsEvent>({
    collection: 'analytics-events',
    where: days.length === 1 ? { day: { equals: days[0] } } : { day: { in: [...days] } },
    select: RAW_FIELDS,
    pagination: false,
    limit: 0,
  })
  const byDay = new Map<string, RawEvent[]>()
  for (const doc of docs) {
    const list = byDay.get(doc.day)
    if (list) list.push(doc)
    else byDay.set(doc.day, [doc])
  }
  return new Map([...byDay].map(([day, events]) => [day, totalsOfDay(events)]))
}

/** The stored totals of the days from `from` to `to`, by day. */
export async function dailyTotals(
  payload: Payload,
  from: string,
  to: string,
): Promise<Map<string, DayTotals>> {
  const { docs } = await payload.find({
    collection: 'analytics-daily',
    where: { and: [{ day: { greater_than_equal: from } }, { day: { less_than_equal: to } }] },
    select: { day: true, totals: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.day, asDayTotals(doc.totals)]))
}
