import 'server-only'

import { errorClass, withTimeout, type HealthCheck } from '@/lib/health'

export type DatabaseCheck = { ok: true; ms: number } | { ok: false; error: string }
export type MigrationsCheck =
  /** SQLite in production: the migrations in src/migrations against those the database ran. */
  | { ok: boolean; mode: 'migrations'; expected: number; applied: number; pending: string[] }
  | { ok: false; mode: 'migrations'; error: string }
  /** SQLite outside production: Payload pushes the schema at start. MongoDB: no schema. */
  | { ok: true; mode: 'push' | 'none' }

/** The database answers: a count of a small collection, one cheap query on a working connection. */
export const databaseCheck: HealthCheck<DatabaseCheck> = {
  async run({ payload, timeoutMs }) {
    const started = performance.now()
    try {
      await withTimeout(payload.count({ collection: 'users', overrideAccess: true }), timeoutMs)
      return { ok: true, ms: Math.round(performance.now() - started) }
    } catch (error) {
      return { ok: false, error: errorClass(error) }
    }
  },
  reason: (check) => ('error' in check ? `database unreachable: ${check.error}` : undefined),
}

/**
 * The database ran the migrations this build ships (`shipped`, the names in src/migrations, or
 * the options' list). MongoDB has no schema to migrate; SQLite outside production gets its schema
 * pushed as Payload starts (the adapter's dev push) and the migrations are not run.
 */
export const migrationsCheck = (shipped: readonly string[]): HealthCheck<MigrationsCheck> => ({
  async run({ payload, timeoutMs, options }) {
    const adapter = options.adapter ?? payload.db.name
    const production = options.production ?? process.env.NODE_ENV === 'production'
    const expected = options.migrations ?? shipped
    if (adapter !== 'sqlite') return { ok: true, mode: 'none' }
    if (!production) return { ok: true, mode: 'push' }
    try {
      const rows = await withTimeout(
        payload.find({
          collection: 'payload-migrations',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        }),
        timeoutMs,
      )
      const applied = new Set(rows.docs.map((row) => row.name))
      const pending = expected.filter((name) => !applied.has(name))
      return {
        ok: pending.length === 0,
        mode: 'migrations',
        expected: expected.length,
        applied: expected.length - pending.length,
        pending,
      }
    } catch (error) {
      return { ok: false, mode: 'migrations', error: errorClass(error) }
    }
  },
  reason: (check) =>
    'error' in check
      ? `migrations could not be checked: ${check.error}`
      : 'pending' in check
        ? `${check.pending.length} migration${check.pending.length === 1 ? '' : 's'} not applied: ${check.pending.join(', ')}`
        : undefined,
})
