import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import { revalidateOwnServer } from '@/lib/payload/ownServer'
import { SearchIndex } from '@/lib/search/engine'
import {
  entryId,
  isSearchCollection,
  SEARCH_COLLECTIONS,
  toSearchEntry,
  type SearchCollection,
} from '@/lib/search/entries'

/**
 * The search index of this server process, and how it stays current.
 *
 * - Built from the database when Payload starts in the server (payload.config.ts `onInit`), or on
 *   the first search, whichever comes first.
 * - A studio change (publish, edit, unpublish, delete) writes a row to `search-changes` through
 *   the change's request (see noteChange), and the process that made it updates its own index.
 * - Every process polls `search-changes` each second and reads again the documents that changed,
 *   so a change made through one process reaches the others within a second or two.
 * - The same log carries "the public pages changed" (target `site`, lib/payload/revalidate.ts):
 *   a process that sees one made elsewhere revalidates its own pages.
 *
 * The index is what an anonymous visitor may read: the published main document of a drafted
 * collection, never a draft or a scheduled post.
 */

/** How often each process looks for changes made through the others (ms). */
const POLL_MS = Number(process.env.SEARCH_POLL_MS) || 1000
/** Changes are read again this far back, for servers whose clocks disagree a little. */
const OVERLAP_MS = 10_000
/** More changes than this at once (an import): rebuild rather than read each document. */
const REBUILD_OVER = 200
/** Change rows older than this are deleted, every PRUNE_EVERY_MS. */
const KEEP_CHANGES_MS = 60 * 60_000
const PRUNE_EVERY_MS = 10 * 60_000

type State = {
  index: SearchIndex | null
  ready: Promise<SearchIndex> | null
  /** Changes from this time on (minus OVERLAP_MS) are read at the next poll. */
  cursor: number
  /** Changes already applied here, by change id, with their time (pruned past the overlap). */
  applied: Map<string, number>
  timer: ReturnType<typeof setTimeout> | null
  lastPrune: number
  build: { documents: number; ms: number } | null
}

// One state per process: Next.js bundles a module once per route, so a module-level variable
// would give the search endpoint and the Payload hooks two different indexes.
const KEY = Symbol.for('hclh.search.index')
const store = globalThis as typeof globalThis & { [KEY]?: State }
const state: State = (store[KEY] ??= {
  index: null,
  ready: null,
  cursor: 0,
  applied: new Map(),
  timer: null,
  lastPrune: Date.now(),
  build: null,
})

/** Public documents only: the published main document where the collection has drafts. */
function publicWhere(payload: Payload, collection: SearchCollection): Where | undefined {
  return payload.collections[collection].config.versions?.drafts
    ? { _status: { equals: 'published' } }
    : undefined
}

const PAGE_SIZE = 250

/** Reads every public document of the site into a new index. */
export async function buildSearchIndex(payload: Payload): Promise<SearchIndex> {
  const index = new SearchIndex()
  for (const collection of SEARCH_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection,
        where: publicWhere(payload, collection),
        depth: 1,
        limit: PAGE_SIZE,
        page,
        sort: 'createdAt',
        draft: false,
        overrideAccess: true,
      })
      for (const doc of result.docs) {
        const entry = toSearchEntry(collection, doc)
        if (entry) index.upsert(entry)
      }
      if (!result.hasNextPage) break
    }
  }
  return index
}

/** Reads one document again and puts its public version in the index, or takes it out. */
async function syncDocument(
  payload: Payload,
  index: SearchIndex,
  collection: SearchCollection,
  id: number | string,
  req?: Partial<PayloadRequest>,
) {
  const visible = publicWhere(payload, collection)
  const byId: Where = { id: { equals: id } }
  const { docs } = await payload.find({
    collection,
    where: visible ? { and: [byId, visible] } : byId,
    depth: 1,
    limit: 1,
    pagination: false,
    draft: false,
    overrideAccess: true,
    req,
  })
  const entry = docs[0] ? toSearchEntry(collection, docs[0]) : null
  if (entry) index.upsert(entry)
  else index.remove(entryId(collection, id))
}

/** This process's index, built on first use; the same promise for every caller. */
export function getSearchIndex(payload: Payload): Promise<SearchIndex> {
  state.ready ??= start(payload).catch((error: unknown) => {
    state.ready = null
    throw error
  })
  return state.ready
}

async function start(payload: Payload): Promise<SearchIndex> {
  await rebuild(payload)
  schedulePoll(payload)
  return state.index!
}

async function rebuild(payload: Payload) {
  const started = Date.now()
  const index = await buildSearchIndex(payload)
  state.index = index
  state.cursor = started
  state.build = { documents: index.size, ms: Date.now() - started }
  payload.logger.info(
    `Search index built: ${index.size} documents in ${state.build.ms} ms; watching for changes every ${POLL_MS} ms`,
  )
}

/** How the index was last built (for the benchmark and the logs). */
export const searchIndexStats = () => state.build

function schedulePoll(payload: Payload) {
  state.timer = setTimeout(() => {
    pollChanges(payload)
      .catch((error: unknown) =>
        payload.logger.error({ err: error }, 'Search index: reading changes failed'),
      )
      .finally(() => {
        if (state.timer) schedulePoll(payload)
      })
  }, POLL_MS)
  // The poll never keeps a script or test process alive.
  state.timer.unref?.()
}

/**
 * Applies the changes other processes (and this one) noted since the last poll. Exported for
 * tests, which call it instead of waiting for the timer.
 */
export async function pollChanges(payload: Payload): Promise<void> {
  const index = state.index
  if (!index) return
  const now = Date.now()
  const { docs } = await payload.find({
    collection: 'search-changes',
    where: { createdAt: { greater_than_equal: new Date(state.cursor - OVERLAP_MS).toISOString() } },
    sort: 'createdAt',
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const fresh = docs.filter((change) => !state.applied.has(String(change.id)))
  // The public pages changed through another process: this one's page caches are stale too.
  if (fresh.some((change) => change.target === SITE_CHANGE)) revalidateOwnServer(payload)
  if (fresh.length > REBUILD_OVER) {
    await rebuild(payload)
    for (const change of docs) {
      const at = Date.parse(change.createdAt)
      if (at < state.cursor) state.applied.set(String(change.id), at)
    }
  } else {
    for (const change of fresh) {
      if (isSearchCollection(change.target)) {
        await syncDocument(payload, index, change.target, change.docId)
      }
      const at = Date.parse(change.createdAt)
      state.applied.set(String(change.id), at)
      // A clock far ahead on another server must not make this one skip its own changes.
      state.cursor = Math.max(state.cursor, Math.min(at, now))
    }
  }
  for (const [id, at] of state.applied) {
    if (at < state.cursor - OVERLAP_MS - POLL_MS) state.applied.delete(id)
  }
  if (now - state.lastPrune > PRUNE_EVERY_MS) {
    state.lastPrune = now
    await payload.delete({
      collection: 'search-changes',
      where: { createdAt: { less_than: new Date(now - KEEP_CHANGES_MS).toISOString() } },
      overrideAccess: true,
    })
  }
}

/** Stops polling (tests, shutdown). The index stays as it is. */
export function stopSearchSync(): void {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
}

/** The change log's target for "the public pages changed" (lib/payload/revalidate.ts). */
export const SITE_CHANGE = 'site'

/**
 * Notes a change: a row in the change log, written through the change's own request (in its
 * transaction where the adapter runs one, so other processes see it once the change is
 * committed; SQLite writes without), and, for a searchable document, this process's index updated
 * now. A failure here is logged and never fails the editor's save.
 */
export async function noteChange(req: PayloadRequest, collection: string, id: number | string) {
  if (!isSearchCollection(collection) && collection !== SITE_CHANGE) return
  try {
    const change = await req.payload.create({
      collection: 'search-changes',
      data: { target: collection, docId: String(id) },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (state.index && isSearchCollection(collection)) {
      await syncDocument(req.payload, state.index, collection, id, req)
    }
    state.applied.set(String(change.id), Date.parse(change.createdAt))
  } catch (error) {
    req.payload.logger.error(
      { err: error },
      `Search index: could not note the change of ${collection} ${id}`,
    )
  }
}

export const indexAfterChange: CollectionAfterChangeHook = async ({ doc, collection, req }) => {
  await noteChange(req, collection.slug, doc.id)
  return doc
}

export const indexAfterDelete: CollectionAfterDeleteHook = async ({ id, collection, req }) => {
  await noteChange(req, collection.slug, id)
}
