import type { Payload } from 'payload'

/**
 * A write-behind queue: rows a request wants stored (an analytics beacon, a search) wait in
 * memory and are written in batches, so the request never waits for the database. Rows with the
 * same key share one entry (`merge` counts the repeat). Writes run one at a time, each after the
 * one before, so SQLite's single writer is never asked twice by one queue.
 */
export type WriteBehindOptions<Row> = {
  /** A batch is written this long after its first row... */
  flushMs: number
  /** ...or at once when this many rows wait. */
  flushRows?: number
  /** Rows kept waiting at most; a flood beyond it (the database down) is counted and dropped. */
  maxPending: number
  /** Stores a batch, with how many rows were dropped since the last; logs its own failures. */
  write: (payload: Payload, batch: Row[], dropped: number) => Promise<void>
}

export type WriteBehindQueue<Row> = {
  /** Keeps a new row (`make`) for the next batch, or merges into the waiting row of the same key. */
  add: (payload: Payload, key: string, make: () => Row, merge: (waiting: Row) => void) => void
  /** The rows waiting now. */
  pending: () => Row[]
  /** Writes what waits now, after any write under way; resolves when this batch is stored. */
  flush: () => Promise<void>
}

type QueueState<Row> = {
  pending: Map<string, Row>
  dropped: number
  timer: ReturnType<typeof setTimeout> | null
  /** A write is chained and has not taken its batch yet. */
  queued: boolean
  writing: Promise<void>
  payload: Payload | null
}

export function writeBehindQueue<Row>(options: WriteBehindOptions<Row>): WriteBehindQueue<Row> {
  const state: QueueState<Row> = {
    pending: new Map(),
    dropped: 0,
    timer: null,
    queued: false,
    writing: Promise.resolve(),
    payload: null,
  }

  async function writeBatch(): Promise<void> {
    state.queued = false
    if (state.timer) clearTimeout(state.timer)
    state.timer = null
    const { payload } = state
    const batch = [...state.pending.values()]
    const dropped = state.dropped
    state.pending.clear()
    state.dropped = 0
    if (!payload || batch.length === 0) return
    await options.write(payload, batch, dropped)
  }

  function flush(): Promise<void> {
    if (!state.queued) {
      state.queued = true
      // A failed write is logged by `write`; the chain goes on for the next batches.
      state.writing = state.writing.then(writeBatch).catch(() => undefined)
    }
    return state.writing
  }

  function add(payload: Payload, key: string, make: () => Row, merge: (waiting: Row) => void) {
    state.payload = payload
    const waiting = state.pending.get(key)
    if (waiting) merge(waiting)
    else if (state.pending.size < options.maxPending) state.pending.set(key, make())
    else state.dropped += 1
    if (options.flushRows && state.pending.size >= options.flushRows) void flush()
    else if (!state.timer) {
      state.timer = setTimeout(() => void flush(), options.flushMs)
      state.timer.unref?.()
    }
  }

  return { add, pending: () => [...state.pending.values()], flush }
}
