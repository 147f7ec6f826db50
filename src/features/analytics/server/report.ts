import 'server-only'

import type { Payload } from 'payload'

import { buildReport, type Report } from '@/features/analytics/server/aggregate'
import type { DateRange } from '@/features/analytics/range'
import { dailyTotals, rawTotalsByDay } from '@/features/analytics/server/store'
import { coloradoDayStart, eachDay, nextDay } from '@/lib/time/colorado'

/**
 * The dashboard's figures for a period and the one before it. Finished days come from their
 * daily rows (one small row a day, however busy); today, and any day the daily job has not
 * reached yet, from raw events. Leads come from the `leads` collection itself.
 */
export async function loadReport(
  payload: Payload,
  range: DateRange,
  today: string,
): Promise<Report> {
  const from = range.previous.from
  const stored = await dailyTotals(payload, from, range.to)
  const missing = eachDay(from, range.to < today ? range.to : today).filter(
    (day) => !stored.has(day),
  )
  const [raw, leads] = await Promise.all([
    rawTotalsByDay(payload, missing),
    payload.find({
      collection: 'leads',
      where: {
        and: [
          { createdAt: { greater_than_equal: coloradoDayStart(from) } },
          { createdAt: { less_than: coloradoDayStart(nextDay(range.to)) } },
        ],
      },
      select: { source: true, createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return buildReport(range, new Map([...stored, ...raw]), leads.docs)
}
