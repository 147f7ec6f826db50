import type { Payload } from 'payload'

import { writeBehindQueue } from '@/lib/write-behind'

export type SearchSource = 'box' | 'page'

/** Searches are written every few seconds in one batch, never while a visitor waits. */
const FLUSH_MS = 5000
/** Distinct texts kept per batch; a flood beyond it is counted and dropped, not stored. */
const MAX_PENDING = 500
const MAX_QUERY_LENGTH = 200

type Pending = { query: string; results: number; searches: number; source: SearchSource }

const log = writeBehindQueue<Pending>({
  flushMs: FLUSH_MS,
  maxPending: MAX_PENDING,
  write: writeBatch,
})

/**
 * Records a search with its result count (the time is the row's creation). Repeats of the same
 * text from the same place within one batch share a row. Nothing about the visitor is kept.
 */
export function recordSearch(
  payload: Payload,
  text: string,
  results: number,
  source: SearchSource,
): void {
  const query = text.toLowerCase().slice(0, MAX_QUERY_LENGTH)
  if (!query) return
  const make = () => ({ query, results, searches: 1, source })
  log.add(payload, `${source} ${query}`, make, (pending) => {
    pending.searches += 1
    pending.results = results
  })
}

/** Writes the pending searches now. A failure is logged; the batch is not retried. */
export const flushSearchLog = (): Promise<void> => log.flush()

async function writeBatch(payload: Payload, batch: Pending[], dropped: number): Promise<void> {
  if (dropped) payload.logger.warn(`Search log: ${dropped} searches over the batch limit not kept`)
  for (const data of batch) {
    try {
      await payload.create({ collection: 'search-queries', data, depth: 0, overrideAccess: true })
    } catch (error) {
      payload.logger.error({ err: error }, 'Search log: a search could not be recorded')
    }
  }
}
