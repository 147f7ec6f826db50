import type { Payload, TaskConfig } from 'payload'

import { emptyTotals } from '@/features/analytics/server/aggregate'
import { addDays, coloradoDay } from '@/lib/time/colorado'
import { rawTotalsByDay } from '@/features/analytics/server/store'

/** The jobs queue of the analytics' daily work. */
export const ANALYTICS_QUEUE = 'analytics'
/** Days of raw events kept before today; older days live on as their daily totals only. */
export const RAW_EVENT_DAYS = 90

export type RollupResult = { rolledUp: string[]; deletedBefore: string }

/**
 * The daily work: every finished day with raw events and no daily row gets its totals written to
 * `analytics-daily` (so the dashboard reads one row per day), then raw events older than 90 days
 * and salts older than yesterday are deleted. A day is only deleted once its totals are stored;
 * running it twice changes nothing.
 */
export async function rollupAnalytics(payload: Payload, now = new Date()): Promise<RollupResult> {
  const today = coloradoDay(now)
  const { values } = await payload.findDistinct({
    collection: 'analytics-events',
    field: 'day',
    where: { day: { less_than: today } },
    sort: 'day',
    overrideAccess: true,
  })
  const days = values.map((value) => String(value.day))
  const { docs: stored } = await payload.find({
    collection: 'analytics-daily',
    where: { day: { in: days } },
    select: { day: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const done = new Set(stored.map((doc) => doc.day))
  const rolledUp: string[] = []
  for (const day of days) {
    if (done.has(day)) continue
    const totals = (await rawTotalsByDay(payload, [day])).get(day) ?? emptyTotals()
    await payload.create({
      collection: 'analytics-daily',
      data: {
        day,
        visitors: totals.events.pageview?.visitors ?? 0,
        pageviews: totals.events.pageview?.count ?? 0,
        totals,
      },
      depth: 0,
      overrideAccess: true,
    })
    rolledUp.push(day)
  }
  // The adapter's own bulk delete (one statement, any database): the Local API's delete would run
  // every row's hooks, and these rows have none.
  const deletedBefore = addDays(today, -RAW_EVENT_DAYS)
  await payload.db.deleteMany({
    collection: 'analytics-events',
    where: { day: { less_than: deletedBefore } },
  })
  await payload.db.deleteMany({
    collection: 'analytics-salts',
    where: { day: { less_than: addDays(today, -1) } },
  })
  return { rolledUp, deletedBefore }
}

/**
 * Runs once a day (07:15 on the server's clock: just after midnight in Colorado when the server
 * keeps UTC). The dashboard adds up raw events itself for any day not rolled up yet, so the hour
 * only decides how soon yesterday is read from one row.
 */
export const rollupAnalyticsTask: TaskConfig<'rollupAnalytics'> = {
  slug: 'rollupAnalytics',
  label: 'Add up the site analytics',
  schedule: [{ cron: '15 7 * * *', queue: ANALYTICS_QUEUE }],
  retries: 3,
  handler: async ({ req }) => {
    await rollupAnalytics(req.payload)
    return { output: {} }
  },
}
