// @ts-check
// What the production server (server/*.mjs: plain Node, not bundled) and the site's code (bundled by
// Next.js, once per route and once more for Payload's config) hand each other, every crossing
// in one place, and the constants both sides use. Both sides import this module, and each bundle
// has its own copy of it, so its state is kept on globalThis under one key, where every copy finds
// the same bridge. Nothing else crosses through globalThis (state the site's bundles share among
// themselves is src/lib/process-state.ts).
//
//   server → app  the page cache, emptied after a content change  providePageCache / clearPageCache
//                 the client's address is stamped on each request markAddressesStamped / addressesStamped
//                 where the server listens                        setOwnServerUrl / ownServerUrl
//   app → server  the beacon handler of POST /api/events          offerBeaconIngest / beaconIngest
//                 the redirects' table, read on every page request provideRedirectTable / redirectTable
//   both          the request being handled (its id)              requestContext
//
// Plain JavaScript with JSDoc types, because server/ runs it without TypeScript.
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The header the server sets on every request to the address of the connection it came on,
 * overwriting whatever a client sent under that name (server/beacons.mjs stampClientAddress); the
 * limits per visitor read it (src/lib/rate-limit/address.ts).
 */
export const CLIENT_ADDRESS_HEADER = 'x-hclh-client-ip'

/**
 * The route that loads the redirects' table in this process (once; again costs nothing), which
 * the server calls as it starts (server/redirects.mjs).
 */
export const REDIRECT_TABLE_PATH = '/api/redirect-table'

/** The analytics beacons' route, which the server serves itself once the route offered its handler. */
export const BEACON_PATH = '/api/events'

/**
 * The request being handled: its id (src/lib/logging/context.mjs), and `done` once it is answered.
 * @typedef {{ requestId: string, done?: boolean }} RequestContext
 */

/**
 * The server's page cache (server/page-cache.mjs), emptied when content changes.
 * @typedef {{ clear(): void }} PageCache
 */

/**
 * A beacon as the server hands it over: its headers, and its body as text (null when it is longer
 * than `max` bytes or its sender went away).
 * @typedef {{ headers: { get(name: string): string | null }, text(max: number): Promise<string | null> }} Beacon
 */

/**
 * The answer to a beacon: its status, headers and, for a refusal, the JSON that says why.
 * @typedef {{ status: number, headers: Record<string, string>, json?: object }} BeaconAnswer
 */

/**
 * What the route offers the server: its handler (features/analytics/server/handler.ts
 * answerBeacon), and the longest body a beacon may have, past which the server refuses it unread.
 * @typedef {{ answer(beacon: Beacon): Promise<BeaconAnswer>, maxBytes: number }} BeaconIngest
 */

/**
 * @typedef {object} Bridge
 * @property {AsyncLocalStorage<RequestContext>} requestContext
 * @property {PageCache} [pageCache]
 * @property {BeaconIngest} [beaconIngest]
 * @property {boolean} addressesStamped
 * @property {string} [ownServerUrl]
 * @property {import('./redirects/match.mjs').RedirectTable} [redirectTable]
 */

const KEY = Symbol.for('hclh.server-bridge')

/** @returns {Bridge} */
function bridge() {
  const store = /** @type {{ [KEY]?: Bridge }} */ (globalThis)
  return (store[KEY] ??= { requestContext: new AsyncLocalStorage(), addressesStamped: false })
}

/** The process's one AsyncLocalStorage of the request being handled. */
export const requestContext = () => bridge().requestContext

/** The server hands over its page cache (server/index.mjs). */
export function providePageCache(/** @type {PageCache} */ cache) {
  bridge().pageCache = cache
}

/** Empties the server's page cache, when the server runs in front (src/lib/payload/revalidate.ts). */
export function clearPageCache() {
  bridge().pageCache?.clear()
}

/**
 * The server says it stamps CLIENT_ADDRESS_HEADER on every request: from then on that header is
 * the connection's address, never a client's.
 */
export function markAddressesStamped() {
  bridge().addressesStamped = true
}

/** Whether CLIENT_ADDRESS_HEADER can be trusted: false without our server (`next dev`, tests). */
export const addressesStamped = () => bridge().addressesStamped

/** Where the server listens (server/index.mjs, once listening), for the process to reach itself. */
export function setOwnServerUrl(/** @type {string} */ url) {
  bridge().ownServerUrl = url
}

/** Where this process's own server listens; undefined under `next dev` and in tests. */
export const ownServerUrl = () => bridge().ownServerUrl

/**
 * The beacons' route offers its handler on its first beacon. The first offer stays: every copy of
 * the route hands over the same handler.
 */
export function offerBeaconIngest(/** @type {BeaconIngest} */ ingest) {
  bridge().beaconIngest ??= ingest
}

/** The beacon handler the route offered, once it has (server/beacons.mjs). */
export const beaconIngest = () => bridge().beaconIngest

/**
 * The site's code hands over the redirects' table, loaded from the database and loaded again after
 * every change (features/redirects/server/table.ts); the server looks each page request up in it
 * (server/redirects.mjs).
 */
export function provideRedirectTable(
  /** @type {import('./redirects/match.mjs').RedirectTable} */ table,
) {
  bridge().redirectTable = table
}

/** The redirects' table, once the site's code has loaded it. */
export const redirectTable = () => bridge().redirectTable

/**
 * Tests only: forgets what each side handed over. The request context stays, since code running
 * now may be inside a request.
 */
export function resetBridge() {
  const { requestContext } = bridge()
  const store = /** @type {{ [KEY]?: Bridge }} */ (globalThis)
  store[KEY] = { requestContext, addressesStamped: false }
}
