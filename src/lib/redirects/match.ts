import { isSitePath } from '@/utilities/paths'

/**
 * The redirects' table (features/redirects/server/table.ts builds it): from an address on this
 * site (a path, no query) to where it now lives.
 */

/** One redirect, resolved: where to (a path on this site, maybe with a query) and its status. */
export type RedirectTarget = { to: string; status: number }
export type RedirectTable = Map<string, RedirectTarget>

/**
 * An address as the table keys it: the path without query or fragment, without a trailing slash
 * (but `/` itself).
 */
export function addressKey(url: string): string {
  const end = url.search(/[?#]/)
  const path = end === -1 ? url : url.slice(0, end)
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
}

/**
 * Where a request for `url` (a request's path and query) is redirected to, or null: one lookup in
 * the table. The visitor's query is kept (added to the target's own, if any).
 */
export function findRedirect(
  table: RedirectTable,
  url: string,
): { location: string; status: number } | null {
  if (table.size === 0) return null
  const hit = table.get(addressKey(url))
  if (!hit) return null
  const start = url.indexOf('?')
  const query = start === -1 ? '' : url.slice(start + 1).split('#', 1)[0]
  if (!query) return { location: hit.to, status: hit.status }
  return { location: `${hit.to}${hit.to.includes('?') ? '&' : '?'}${query}`, status: hit.status }
}

/**
 * The `Location` of a redirect to `to` answered to a request for `requestUrl`: the target on the
 * request's own address, or null when the target is not a path on this site (a target stored
 * before the studio checked it decoded, or written around its hooks): `//evil.example` resolved
 * against the request would be another site.
 */
export function redirectLocation(to: string, requestUrl: string): string | null {
  if (!isSitePath(to)) return null
  const url = new URL(to, requestUrl)
  return url.origin === new URL(requestUrl).origin ? url.href : null
}
