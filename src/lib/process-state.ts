/**
 * State that must be one per server process, and every piece of it, named here.
 *
 * Next.js bundles the site's code once per route (and once more for Payload's config), so a
 * module-level variable is one per bundle: the search endpoint and the Payload hooks would each
 * have their own search index, each route its own rate limiter. What must be shared within the
 * process is kept on `globalThis` under one key, by name, made the first time any bundle asks.
 * What the production server (server/*.mjs, not bundled) and the site's code share goes through
 * src/lib/server-bridge.mjs instead. State each bundle may keep for itself (a cache of the
 * business profile, an OpenAI client) stays in its module.
 */
export type ProcessStateName =
  /** The change log's cursor and poll timer (lib/payload/changes.ts). */
  | 'content-changes'
  /** The site search's index (features/search/server/sync.ts). */
  | 'search.index'
  /** Searches waiting to be recorded (features/search/server/log.ts). */
  | 'search.log'
  /** Analytics events waiting to be written (features/analytics/server/queue.ts). */
  | 'analytics.queue'
  /** The day's salts of the visitor hash (features/analytics/server/visitor.ts). */
  | 'analytics.salts'
  /** Each address's upload reservations (features/uploads/server/budget.ts). */
  | 'uploads.budget'
  /** Each upload folder's running size (features/uploads/server/folder.ts). */
  | 'uploads.folders'
  /** One chat conversation's turn at a time (features/chat/server/session.ts). */
  | 'chat.turns'
  /** The redirects' table's loads (features/redirects/server/table.ts). */
  | 'redirects.table'
  /** A rate limiter by name (lib/rate-limit). */
  | `rate-limit.${string}`

const KEY = Symbol.for('hclh.process-state')
type Store = Map<ProcessStateName, unknown>

/** The process's one `name`, made by `make` the first time any bundle asks for it. */
export function processState<T>(name: ProcessStateName, make: () => T): T {
  const store = ((globalThis as { [KEY]?: Store })[KEY] ??= new Map())
  if (!store.has(name)) store.set(name, make())
  return store.get(name) as T
}
