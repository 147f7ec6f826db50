import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { RateLimiterMongo, RateLimiterMemory } from 'rate-limiter-flexible'

import { adapterParts, sqliteAdapter } from '@/mends/dbAdapter'

/**
 * The fast paths around the Local API: every place the site writes its own SQL or uses the
 * database adapter's driver (the SQLite adapter's drizzle, the MongoDB adapter's mongoose), in
 * one module. (The adapter's own API, `payload.db.find` and the like, the same on every
 * database, is used in more places: docs/architecture.md, "Around the Local API".)
 *
 * The project's design has only the Local API touch data, so every database adapter works
 * (docs/architecture.md). Each path here was measured too slow or too heavy that way
 * (docs/benchmarks.md), reads or writes only Payload's own tables (named after the collections)
 * or a table no collection uses, and has the ordinary way beside it in its caller: used on any
 * other database, and compared with this one by a test. The adapter is reached as its own type
 * through mends/dbAdapter.ts.
 *
 * 1. `leadExportPages`: the CSV export's pages of leads on SQLite, one SQL query a page. The
 *    adapter's `find` made about six times the short-lived objects per lead and grew the server
 *    by 50-120 MB over 100,000 leads. The other reader: features/leads/export/readers.ts
 *    (`adapterPages`); tests/int/lead-export.test.ts checks both write the same file.
 * 2. `analyticsEvents`: a day's raw analytics events on SQLite, one SQL query (40,000 events in
 *    about 250 ms, against 550-690 ms through the adapter's `find`). The other reader:
 *    features/analytics/server/store.ts (`adapterEvents`); tests/int/analytics.test.ts compares
 *    them.
 * 3. `insertAnalyticsEvents`: the analytics queue's batches in one insert statement (SQLite's
 *    drizzle insert, MongoDB's insertMany): row by row, each insert is a transaction of its own,
 *    and a burst of 20,000 beacons held the server's one thread for 5.5 s. The other writer:
 *    the adapter's `create`, row by row (features/analytics/server/queue.ts).
 * 4. `mongoRateLimiter`: the rate limits' and upload budgets' shared counters on MongoDB,
 *    through rate-limiter-flexible on Payload's own mongoose connection, in the `rate_limits`
 *    collection no Payload collection uses: counters, not content. SQLite has no such store
 *    (RateLimiterSQLite needs the sqlite3 or better-sqlite3 driver; Payload's adapter uses
 *    libsql), so there each process counts in memory (lib/rate-limit/store.ts);
 *    tests/unit/rate-limit.test.ts covers both stores.
 *
 * The site's jobs read through it as well as its requests, so no `server-only`.
 */

/** A piece of SQL (drizzle's, as the SQLite adapter exports it). */
type SQL = ReturnType<typeof sql>

/** A row as the SQLite client gives it: array-like (read by position), not an array. */
type ValuesRow = ArrayLike<unknown>

/** Runs a query and answers its rows as values. */
type SqlValues = (query: SQL) => Promise<ValuesRow[]>

/**
 * A runner of SQL queries that answers their rows as values, on SQLite (the adapter's drizzle
 * instance), or null on any other database.
 */
function sqliteValues(payload: Payload): SqlValues | null {
  const drizzle = sqliteAdapter(payload)?.drizzle
  if (!drizzle) return null
  return async (query) => (await drizzle.values(query)) as ValuesRow[]
}

/** `a, b, c`: values as parameters, for `IN (...)`. */
const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

// ---- 1. The leads export ----------------------------------------------------------------------

/**
 * Which leads: created in [from, before) (ISO instants), with these statuses and sources; never
 * one in the trash.
 */
export type LeadRange = {
  from?: string
  before?: string
  status: readonly string[]
  source: readonly string[]
}

/** A lead as the export's SQL reads it: the columns a CSV row needs. */
export type FastLead = {
  id: number
  createdAt: string
  status: string | null
  source: string | null
  name: string | null
  email: string | null
  phone: string | null
  location: string | null
  serviceType: string | null
  workType: string | null
  squareFootage: number | null
  propertyAge: string | null
  estimate: number | null
  aiEstimate: number | null
  description: string | null
  notes: { kind: unknown; note: unknown; authorName: unknown; at: unknown }[]
  media: number[]
}

/** Where a page starts: after this lead, in the order of `createdAt`, then `id`. */
export type LeadKey = { createdAt: string; id: number | string } | null

/**
 * The export's pages on SQLite, or null on any other database: each page one SQL query, the
 * row's columns only, a lead's notes as one JSON array and its photos as one list of ids. Leads
 * oldest first (`created_at`, then `id`), `limit` at most after `after` (keyset). The tables are
 * Payload's for the Leads collection (leads, leads_notes, leads_rels).
 */
export function leadExportPages(
  payload: Payload,
  range: LeadRange,
): ((after: LeadKey, limit: number) => Promise<FastLead[]>) | null {
  const values = sqliteValues(payload)
  if (!values) return null
  // Never a lead in the trash (Payload's `deletedAt`), as the studio's list shows them.
  const conditions: SQL[] = [sql`l.deleted_at IS NULL`]
  if (range.from) conditions.push(sql`l.created_at >= ${range.from}`)
  if (range.before) conditions.push(sql`l.created_at < ${range.before}`)
  if (range.status.length) conditions.push(sql`l.status IN (${sqlList(range.status)})`)
  if (range.source.length) conditions.push(sql`l.source IN (${sqlList(range.source)})`)

  return async (after, limit) => {
    const where = [...conditions]
    if (after) {
      where.push(
        sql`(l.created_at > ${after.createdAt} OR (l.created_at = ${after.createdAt} AND l.id > ${after.id}))`,
      )
    }
    const rows = await values(sql`
      SELECT l.id, l.created_at, l.status, l.source, l.name, l.email, l.phone, l.location,
        l.service_type, l.square_footage, l.property_age, l.estimate, l.ai_estimate, l.description,
        l.work_type,
        (SELECT json_group_array(json_array(kind, note, author_name, at)) FROM (
          SELECT kind, note, author_name, at FROM leads_notes WHERE _parent_id = l.id ORDER BY _order
        )),
        (SELECT json_group_array(lead_files_id) FROM (
          SELECT lead_files_id FROM leads_rels
          WHERE parent_id = l.id AND path = 'media' ORDER BY "order"
        ))
      FROM leads l
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      ORDER BY l.created_at, l.id
      LIMIT ${limit}`)
    // A row is array-like (libsql's), not an array: read by position.
    return rows.map((row) => {
      const text = (i: number) => row[i] as string | null
      const number = (i: number) => row[i] as number | null
      return {
        id: row[0] as number,
        createdAt: row[1] as string,
        status: text(2),
        source: text(3),
        name: text(4),
        email: text(5),
        phone: text(6),
        location: text(7),
        serviceType: text(8),
        squareFootage: number(9),
        propertyAge: text(10),
        estimate: number(11),
        aiEstimate: number(12),
        description: text(13),
        workType: text(14),
        notes: (JSON.parse(String(row[15])) as unknown[][]).map(([kind, note, authorName, at]) => ({
          kind,
          note,
          authorName,
          at,
        })),
        media: JSON.parse(String(row[16])) as number[],
      }
    })
  }
}

// ---- 2. The analytics events of some days -----------------------------------------------------

/** A raw analytics event as the SQL reads it: the fields the day's totals need. */
export type FastEvent = {
  day: string
  name: string
  path: string
  visitor: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  device: string | null
  results: number | null
  query: string | null
  count: number | null
}

/** The raw events of these days, one SQL query on SQLite; null on any other database. */
export async function analyticsEvents(
  payload: Payload,
  days: readonly string[],
): Promise<FastEvent[] | null> {
  const values = sqliteValues(payload)
  if (!values) return null
  const rows = await values(sql`
    SELECT day, name, path, visitor, referrer_host, utm_source, utm_medium, utm_campaign, device,
      results, query, count
    FROM analytics_events WHERE day IN (${sqlList(days)})`)
  return rows.map((row) => ({
    day: row[0] as string,
    name: row[1] as string,
    path: row[2] as string,
    visitor: row[3] as string,
    referrerHost: row[4] as string | null,
    utmSource: row[5] as string | null,
    utmMedium: row[6] as string | null,
    utmCampaign: row[7] as string | null,
    device: row[8] as string | null,
    results: row[9] as number | null,
    query: row[10] as string | null,
    count: row[11] as number | null,
  }))
}

// ---- 3. A batch of analytics events in one statement ------------------------------------------

/**
 * What became of a batch insert: stored; failed on MongoDB (part of it may be stored, so it must
 * not be written again: a row twice would count a visit twice); failed on SQL (all or nothing,
 * so it may be written again row by row); or no such insert on this adapter.
 */
export type BulkInsert =
  | { stored: true }
  | { stored: false; retry: false; error: unknown }
  | { stored: false; retry: true; error?: unknown }

/** Inserts rows of the analytics events in one statement where the adapter has one. */
export async function insertAnalyticsEvents<Row>(
  payload: Payload,
  rows: Row[],
): Promise<BulkInsert> {
  const db = adapterParts(payload)
  const table = db.tables?.analytics_events
  const model = db.collections?.['analytics-events']
  if (model?.insertMany) {
    try {
      await model.insertMany(rows, { ordered: true })
      return { stored: true }
    } catch (error) {
      return { stored: false, retry: false, error }
    }
  }
  if (db.drizzle && table) {
    try {
      await db.drizzle.insert(table).values(rows)
      return { stored: true }
    } catch (error) {
      return { stored: false, retry: true, error }
    }
  }
  return { stored: false, retry: true }
}

// ---- 4. The rate limits' shared counters ------------------------------------------------------

/** The collection the MongoDB counters are kept in (one document per key, expiring). */
export const RATE_LIMIT_COLLECTION = 'rate_limits'

type MongoConnection = { collection: (name: string) => unknown }

/** The mongoose connection of Payload's MongoDB adapter, or undefined for any other adapter. */
function mongoConnection(payload: Payload): MongoConnection | undefined {
  const { connection } = adapterParts(payload)
  return typeof connection?.collection === 'function' ? connection : undefined
}

/**
 * A counter on MongoDB, or null on any other database: RateLimiterMongo on Payload's own
 * mongoose connection (no second pool), counts in RATE_LIMIT_COLLECTION, expired by a TTL index;
 * a key over its limit is then refused from memory until its window ends, so a flood does not
 * reach the database; and if the database fails, the process's memory counts instead (the
 * insurance) rather than every request failing.
 */
export function mongoRateLimiter(
  payload: Payload,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterMongo | null {
  const connection = mongoConnection(payload)
  if (!connection) return null
  return new RateLimiterMongo({
    ...options,
    storeClient: connection,
    tableName: RATE_LIMIT_COLLECTION,
    inMemoryBlockOnConsumed: options.points + 1,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}
