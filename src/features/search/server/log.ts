import type { Payload } from 'payload'

import { processState } from '@/lib/process-state'

export type SearchSource = 'box' | 'page'

/** Searches are written every few seconds in one batch, never while a visitor waits. */
const FLUSH_MS = 5000
/** Distinct texts kept per batch; a flood beyond it is counted and dropped, not stored. */
const MAX_PENDING = 500
const MAX_QUERY_LENGTH = 200

type Pending = { query: string; results: number; searches: number; source: SearchSource }

type LogState = {
  pending: Map<string, Pending>
  dropped: number
  timer: ReturnType<typeof setTimeout> | null
  payload: Payload | null
}

// One log per process (lib/process-state.ts): the search route and the pages load this module apart.
const state = processState<LogState>('search.log', () => ({
  pending: new Map(),
  dropped: 0,
  timer: null,
  payload: null,
}))

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
  const key = `${source} ${query}`
  const pending = state.pending.get(key)
  if (pending) {
    pending.searches += 1
    pending.results = results
  } else if (state.pending.size < MAX_PENDING) {
    state.pending.set(key, { query, results, searches: 1, source })
  } else {
    state.dropped += 1
  }
  state.payload = payload
  if (!state.timer) {
    state.timer = setTimeout(() => void flushSearchLog(), FLUSH_MS)
    state.timer.unref?.()
  }
}

/** Writes the pending searches now. A failure is logged; the batch is not retried. */
export async function flushSearchLog(): Promise<void> {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
  const { payload } = state
  const batch = [...state.pending.values()]
  const dropped = state.dropped
  state.pending.clear()
  state.dropped = 0
  if (!payload) return
  if (dropped) payload.logger.warn(`Search log: ${dropped} searches over the batch limit not kept`)
  for (const data of batch) {
    try {
      await payload.create({ collection: 'search-queries', data, depth: 0, overrideAccess: true })
    } catch (error) {
      payload.logger.error({ err: error }, 'Search log: a search could not be recorded')
    }
  }
}
