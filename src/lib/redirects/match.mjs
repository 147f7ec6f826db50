// @ts-check
// The redirects' table as the production server reads it (server/redirects.mjs) and the site's code
// fills it (features/redirects/server/table.ts): from an address on this site (a path, no query) to
// where it now lives. Plain JavaScript with JSDoc types, because server/ runs it without TypeScript.

/**
 * One redirect, resolved: where to (a path on this site, maybe with a query) and its status.
 * @typedef {{ to: string, status: number }} RedirectTarget
 * @typedef {Map<string, RedirectTarget>} RedirectTable
 */

/**
 * An address as the table keys it: the path without query or fragment, without a trailing slash
 * (but `/` itself).
 */
export function addressKey(/** @type {string} */ url) {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
}

/**
 * Where a request for `url` (a request's path and query) is redirected to, or null: one lookup in
 * the table. The visitor's query is kept (added to the target's own, if any).
 * @returns {{ location: string, status: number } | null}
 */
export function findRedirect(/** @type {RedirectTable} */ table, /** @type {string} */ url) {
  if (table.size === 0) return null
  const hit = table.get(addressKey(url))
  if (!hit) return null
  const start = url.indexOf('?')
  const query = start === -1 ? '' : url.slice(start + 1).split('#', 1)[0]
  if (!query) return { location: hit.to, status: hit.status }
  return { location: `${hit.to}${hit.to.includes('?') ? '&' : '?'}${query}`, status: hit.status }
}
