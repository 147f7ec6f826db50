import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/**
 * Mend: Payload's database adapter as the adapter it is, for the fast paths around the Local API
 * (lib/db/fast.ts).
 *
 * What it mends: Payload types `payload.db` as any adapter (its base type), so the parts each
 * adapter documents (the SQLite adapter's drizzle instance and tables, `payload.db.drizzle` and
 * `payload.db.tables`; the MongoDB adapter's mongoose models and connection,
 * `payload.db.collections` and `payload.db.connection`) are not in its type. Here they are given
 * their own package's types: the SQLite adapter told by its `name`, the other parts each checked
 * where they are used. The one cast left is that narrowing.
 *
 * Upstream: none found; a limit of Payload's types (the adapter is chosen when the config is
 * built, and `Payload` is not generic over it).
 *
 * Canary: tests/int/mends.test.ts fails when the adapter under test no longer has the parts the
 * fast paths use (its name, the drizzle instance's `values` and `insert`, the table of the
 * analytics events; or the mongoose model's `insertMany` and the connection's `collection`), with
 * the name of this mend.
 *
 * To remove it, once `payload.db` is typed as the configured adapter: use `payload.db` directly in
 * lib/db/fast.ts and delete this file.
 */

/** Payload's SQLite adapter, or null on any other database. */
export function sqliteAdapter(payload: Payload): SQLiteAdapter | null {
  return payload.db.name === 'sqlite' ? (payload.db as unknown as SQLiteAdapter) : null
}

/** What an adapter may have, by its own package's types: each part there or not. */
export type AdapterParts = Partial<Pick<SQLiteAdapter, 'drizzle' | 'tables'>> &
  Partial<Pick<MongooseAdapter, 'collections' | 'connection'>>

/**
 * The adapter's drizzle instance and tables (SQLite) or mongoose models and connection (MongoDB),
 * each where the adapter has it: the caller checks for the part it uses.
 */
export function adapterParts(payload: Payload): AdapterParts {
  return payload.db as unknown as AdapterParts
}
