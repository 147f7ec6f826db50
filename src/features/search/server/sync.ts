import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import { liveWhere } from '@/access/publishedOrSignedIn'
import { SearchIndex } from '@/features/search/server/engine'
import {
  entryId,
  isSearchCollection,
  SEARCH_COLLECTIONS,
  toSearchEntry,
  type SearchCollection,
} from '@/features/search/server/entries'
import {
  noteChange,
  onChanges,
  POLL_MS,
  watchChanges,
  type Change,
} from '@/lib/revalidation/changeLog'

/**
 * The search index of this server process, and how it stays current.
 *
 * - Built from the database when Payload starts in the server (payload.config.ts `onInit`), or on
 *   the first search, whichever comes first.
 * - A studio change (publish, edit, unpublish, delete) is noted in the change log
 *   (lib/revalidation/changeLog.ts) through the change's request, and the process that made it
 *   updates its own index at once.
 * - Every process polls the change log each second and reads again the documents that changed, so
 *   a change made through one process reaches the others within a second or two.
 *
 * The index is what an anonymous visitor may read: the published main document of a drafted
 * collection, never a draft or a scheduled post.
 */

/** More changes than this at once (an import): rebuild rather than read each document. */
const REBUILD_OVER = 200

type State = {
  index: SearchIndex | null
  ready: Promise<SearchIndex> | null
  build: { documents: number; ms: number } | null
}

/** This module graph's index (lib/revalidation/changeLog.ts: each graph keeps itself current). */
const state: State = { index: null, ready: null, build: null }

/**
 * Public documents only: the published main document where the collection has drafts, and once
 * its publish date has come where it has one (access/publishedOrSignedIn.ts, as visitors read).
 */
function publicWhere(payload: Payload, collection: SearchCollection): Where | undefined {
  const { config } = payload.collections[collection]
  if (config.flattenedFields.some((field) => field.name === 'publishedAt')) return liveWhere()
  return config.versions?.drafts ? { _status: { equals: 'published' } } : undefined
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
  const started = await rebuild(payload)
  // What changed while the index was read, then every change from now on.
  await onChanges('search', applyChanges, { payload, since: started })
  watchChanges(payload)
  return state.index!
}

/** Reads the index afresh; resolves with the time it began reading. */
async function rebuild(payload: Payload): Promise<number> {
  const started = Date.now()
  const index = await buildSearchIndex(payload)
  state.index = index
  state.build = { documents: index.size, ms: Date.now() - started }
  payload.logger.info(
    `Search index built: ${index.size} documents in ${state.build.ms} ms; watching for changes every ${POLL_MS} ms`,
  )
  return started
}

/** How the index was last built (for the benchmark and the logs). */
export const searchIndexStats = () => state.build

/** The change log's listener: each changed document read again, or all of them after an import. */
async function applyChanges(payload: Payload, changes: Change[], req?: Partial<PayloadRequest>) {
  const index = state.index
  if (!index) return
  const documents = changes.filter((change) => isSearchCollection(change.target))
  if (documents.length > REBUILD_OVER) {
    await rebuild(payload)
    return
  }
  for (const change of documents) {
    await syncDocument(payload, index, change.target as SearchCollection, change.docId, req)
  }
}

/** A searchable document changed: noted in the change log (and this process's index updated). */
export const indexAfterChange: CollectionAfterChangeHook = async ({ doc, collection, req }) => {
  if (isSearchCollection(collection.slug)) await noteChange(req, collection.slug, doc.id)
  return doc
}

export const indexAfterDelete: CollectionAfterDeleteHook = async ({ id, collection, req }) => {
  if (isSearchCollection(collection.slug)) await noteChange(req, collection.slug, id)
}
