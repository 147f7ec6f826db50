import type { Payload, PayloadRequest } from 'payload'

import { addressKey, type RedirectTable } from '@/lib/redirects/match'
import { isSitePath, pathFor } from '@/utilities/paths'
import type { Redirect } from '@/payload-types'

import { LISTING_OF, REDIRECT_COLLECTIONS, type RedirectCollection } from '../addresses'

/**
 * The redirects as visitors meet them: an address with no page (a document's route that finds no
 * document, or an address no route matches: app/global-not-found.tsx) is looked up in a table
 * from an old address to where it leads now, read from the database and kept until the public
 * content changes (a redirect, or a document a redirect points at, renamed or unpublished). A
 * redirect never hides a live page (./hooks.ts), so only addresses without one need the lookup.
 */

type Target = Redirect['to']
/** What a redirect's reference holds at depth 1: the document's address fields. */
type Referenced = { id: number; slug?: string | null; _status?: string | null; hasPage?: boolean }

/** Whether a document is shown to visitors at its address (published; a city with a page). */
export const isLiveDoc = (collection: string, doc: Referenced | null | undefined): boolean =>
  Boolean(
    doc &&
    doc.slug &&
    (doc._status === undefined || doc._status === null || doc._status === 'published') &&
    (collection !== 'cities' || doc.hasPage === true),
  )

/**
 * Where a redirect's target is now: a custom address as stored, a document's address while it is
 * live, its listing once it is not (unpublished, or a city without a page). Null for a reference
 * not populated (a deleted document).
 */
export function targetPath(to: Target | null | undefined): string | null {
  if (!to) return null
  if (to.type === 'custom') return to.url ?? null
  const reference = to.reference as
    { relationTo: RedirectCollection; value: number | Referenced } | null | undefined
  if (!reference || typeof reference.value !== 'object' || !reference.value) return null
  const { relationTo, value } = reference
  return isLiveDoc(relationTo, value) ? pathFor[relationTo](value) : LISTING_OF[relationTo]
}

/** The address fields of every collection a redirect may point at, for `populate`. */
const POPULATE = Object.fromEntries(
  REDIRECT_COLLECTIONS.map((collection) => [
    collection,
    collection === 'cities'
      ? { slug: true, hasPage: true }
      : ['posts', 'pages', 'portfolio'].includes(collection)
        ? { slug: true, _status: true }
        : { slug: true },
  ]),
)

/** Every redirect with its target resolved (references at depth 1, their address fields only). */
export async function readRedirects(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Redirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 1,
    populate: POPULATE as never,
    overrideAccess: true,
    req,
  })
  return docs
}

const MAX_HOPS = 10

/**
 * The table: each redirect's address to its target's, a chain followed to its end (the studio
 * collapses chains as they are made; this also covers a reference that now leads to an address
 * redirected elsewhere), a loop or a redirect to its own address left out.
 */
export function buildTable(redirects: Redirect[]): RedirectTable {
  const direct: RedirectTable = new Map()
  for (const redirect of redirects) {
    const to = targetPath(redirect.to)
    if (!to || !redirect.from) continue
    // Only a path on this site (the studio refuses others; one stored before it checked the path
    // decoded, or written around its hooks, is left out rather than sent).
    if (!isSitePath(to)) continue
    direct.set(addressKey(redirect.from), { to, status: Number(redirect.type) || 301 })
  }
  const table: RedirectTable = new Map()
  for (const [from, first] of direct) {
    const seen = new Set([from])
    let target = first
    let hops = 0
    while (direct.has(addressKey(target.to)) && hops++ < MAX_HOPS) {
      const key = addressKey(target.to)
      if (seen.has(key)) break
      seen.add(key)
      target = { ...direct.get(key)!, status: first.status }
    }
    if (seen.has(addressKey(target.to)) || hops > MAX_HOPS) continue
    table.set(from, target)
  }
  return table
}
