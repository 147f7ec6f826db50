import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export { sql }

/** A piece of SQL (drizzle's, as the SQLite adapter exports it). */
export type SQL = ReturnType<typeof sql>

/** A row as the SQLite client gives it: array-like (read by position), not an array. */
export type ValuesRow = ArrayLike<unknown>

/** Runs a query and answers its rows as values. */
export type SqlValues = (query: SQL) => Promise<ValuesRow[]>

/**
 * A runner of SQL queries that answers their rows as values, on SQLite (the adapter's drizzle
 * instance), or null on any other database. For the few reads that go through many rows (the CSV
 * export, a busy day's analytics), where the adapter's `find` builds a whole document for each
 * row: measured, it made about six times the garbage and took two to three times as long. The
 * tables are Payload's, named after the collections; each caller keeps the adapter's `find` for
 * other databases, and a test compares the two.
 */
export function sqliteValues(payload: Payload): SqlValues | null {
  const db = payload.db as unknown as {
    name?: string
    drizzle?: { values: (query: SQL) => Promise<unknown> }
  }
  const { drizzle } = db
  if (db.name !== 'sqlite' || !drizzle) return null
  return async (query) => (await drizzle.values(query)) as ValuesRow[]
}

/** `a, b, c`: values as parameters, for `IN (...)`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
