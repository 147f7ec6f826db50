import 'server-only'

import type { Payload } from 'payload'

import type { EventData } from '@/features/analytics/server/parse'
import { insertAnalyticsEvents } from '@/lib/db/fast'
import { writeBehindQueue } from '@/lib/write-behind'

/** A batch is written a second after its first event, or at once when this many rows wait. */
export const FLUSH_MS = 1000
export const FLUSH_ROWS = 500
/** Rows kept waiting at most; a flood beyond it (the database down) is counted and dropped. */
const MAX_PENDING = 20_000

type Row = EventData & { count: number }

// One queue per process: the route handler, the jobs and the tests may load this module apart.
const queue = writeBehindQueue<Row>({
  flushMs: FLUSH_MS,
  flushRows: FLUSH_ROWS,
  maxPending: MAX_PENDING,
  write: writeBatch,
})

/**
 * Keeps an event for the next batch: the request that brought it never waits for the database.
 * Identical events (same visitor, page, event and day) share a row and its `count`.
 */
export function enqueueEvent(payload: Payload, event: EventData): void {
  queue.add(
    payload,
    JSON.stringify(event),
    () => ({ ...event, count: 1 }),
    (row) => {
      row.count += 1
    },
  )
}

/** Events waiting to be written (the tests look). */
export const pendingEvents = () => queue.pending().reduce((sum, row) => sum + row.count, 0)

/**
 * Writes what waits now, after any write under way: one at a time, so SQLite's single writer is
 * never asked twice by this process. Resolves when this batch is stored.
 */
export const flushAnalytics = (): Promise<void> => queue.flush()

async function writeBatch(payload: Payload, batch: Row[], dropped: number): Promise<void> {
  if (dropped) payload.logger.warn(`Analytics: ${dropped} events over the queue's limit not kept`)
  const now = new Date().toISOString()
  const rows = batch.map((data) => ({ ...data, createdAt: now, updatedAt: now }))
  let failed = 0
  for (let start = 0; start < rows.length; start += STATEMENT_ROWS) {
    // A turn of the event loop between statements: SQLite writes on this thread, and pages
    // waiting meanwhile are served in between.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve))
    failed += await insertRows(payload, rows.slice(start, start + STATEMENT_ROWS))
  }
  if (failed) payload.logger.error(`Analytics: ${failed} of ${batch.length} event rows not stored`)
}

/**
 * Rows per insert statement. One statement holds the thread while it is built and run: 50 rows
 * took 1.5 ms, 100 rows 3 ms and 500 rows 35-40 ms (measured on SQLite), and a page asked for
 * meanwhile waits that long.
 */
const STATEMENT_ROWS = 50

type StoredRow = Row & { createdAt: string; updatedAt: string }

/**
 * Writes rows in one statement where the adapter has one (`insertAnalyticsEvents` in
 * src/lib/db/fast.ts: an SQL adapter's insert of many rows, MongoDB's insertMany). Row by row,
 * every insert is a transaction of its own: on SQLite a sync of the write-ahead log for each, and
 * 20,000 of them held the server's one thread for 5.5 s of a 14 s burst of beacons, pages waiting
 * behind. An SQL statement is all or nothing, so one that fails is tried again row by row (a bad
 * row is never worth losing the rest); so is any other adapter. A failed insertMany may have
 * stored part of the rows, so it is not tried again: a row twice would count a visit twice.
 * Returns how many rows were not stored (or may not have been).
 */
async function insertRows(payload: Payload, rows: StoredRow[]): Promise<number> {
  const bulk = await insertAnalyticsEvents(payload, rows)
  if (bulk.stored) return 0
  if (!bulk.retry) {
    payload.logger.error({ err: bulk.error }, 'Analytics: a batch insert failed')
    return rows.length
  }
  if (bulk.error) {
    payload.logger.warn({ err: bulk.error }, 'Analytics: a batch insert failed; writing row by row')
  }
  let failed = 0
  for (const data of rows) {
    try {
      // The adapter's own insert: the rows were checked by the beacon's schema and the collection
      // has no hooks, so the Local API's per-document work would only cost time.
      await payload.db.create({ collection: 'analytics-events', data, returning: false })
    } catch {
      failed += 1
    }
  }
  return failed
}
