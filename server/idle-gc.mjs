// After a burst of traffic (a crawl, an attack, a day's beacons at once) V8 keeps the heap it grew
// to: RSS stays hundreds of MB above its quiet level until the next collection that happens to
// shrink it, which on a quiet server may not come for a long time. On the small machine this site
// runs on, that memory is better given back. Once the server has been quiet for IDLE_GC_MS after
// serving requests, this runs V8's collection for low memory, which returns the freed pages to the
// system. It never runs while requests are coming in. Within a quiet spell it runs again only when
// the server grew back by REGROW_BYTES since (its own timers, the jobs queue's tick and the lead
// sweep, grow V8's young generation again: 253 -> 259 MB within the quiet minute of the memory
// bench), at most once every three IDLE_GC_MS.
import inspector from 'node:inspector'
import v8 from 'node:v8'

/** Quiet for this long (ms) after some requests: collect once. 0 turns it off. */
const IDLE_GC_MS = Number(process.env.IDLE_GC_MS ?? 10_000)
/** `0` keeps the compiled code (bytecode) of functions through the idle collection. */
const FLUSH_CODE = process.env.IDLE_FLUSH_CODE !== '0'
/** `1` logs each collection's RSS before and after (scripts/bench/memory.mjs sets it). */
const LOG = process.env.IDLE_GC_LOG === '1'

/** A quiet server grown by this much (bytes) since its last idle collection: collect again. */
const REGROW_BYTES = Number(process.env.IDLE_GC_REGROW_MB ?? 4) * 1024 * 1024

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/**
 * Starts watching. Returns the function to call on every request. Without IDLE_GC_MS, or in a Node
 * built without the inspector, it does nothing. `beforeCollect` lets go of what the server
 * keeps that is no longer of use (the page cache's stale pages) so the collection can free it;
 * `signal` stops the watching when aborted.
 * @param {{ beforeCollect?: () => void, signal?: AbortSignal }} [options]
 */
export function collectWhenIdle({ beforeCollect = () => {}, signal } = {}) {
  if (!(IDLE_GC_MS > 0) || !process.features.inspector) return () => {}
  // V8's collection for low memory (Isolate::LowMemoryNotification, reached through the
  // inspector's HeapProfiler.collectGarbage, through a session in this process; no port is
  // opened): full collections until nothing more is freed, in V8's reduce-memory mode, which
  // compacts fragmented pages, shrinks the young generation back to its first size (it keeps the
  // 32 MB it grew to under load through every other collection) and returns the freed pages
  // before it ends. `gc()` does none of that (docs/benchmarks.md, "The server's memory on a small
  // host"). One session for the process's life: nothing is enabled in it, and Node 20 hangs when
  // a session is disconnected, or asked again, from within its own answer (the answer here only
  // resets the flags and logs).
  const session = new inspector.Session()
  session.connect()
  // V8 reads its flags at each full collection, so the ones set here hold for this one only: it
  // drops the compiled code of functions, bytecode and baseline code (IDLE_FLUSH_CODE=0 keeps
  // it). V8 drops a function's bytecode once it has gone unused through five of its own full
  // collections, which come with allocation, so never on a quiet server; and a collection asked
  // for ages nothing. The first pass over the site and the studio leaves about 25 MB of compiled
  // code and its metadata; after a quiet minute the heap held 151 MB used with this, 166 MB
  // without (docs/benchmarks.md). A function used again is compiled again on its next call: the
  // first page after a quiet spell took 30-70 ms where it took 20-35, the studio's first list
  // 0.46 s where it took 0.28.
  const flags = FLUSH_CODE ? ['stress-flush-code', 'flush-baseline-code'] : []
  const collect = () => {
    for (const name of flags) v8.setFlagsFromString(`--${name}`)
    const rss = process.memoryUsage.rss()
    const started = performance.now()
    session.post('HeapProfiler.collectGarbage', () => {
      for (const name of flags) v8.setFlagsFromString(`--no-${name}`)
      if (LOG) {
        const took = (performance.now() - started).toFixed(0)
        console.log(
          `idle collection: RSS ${mb(rss)} -> ${mb(process.memoryUsage.rss())}, ${took} ms`,
        )
      }
    })
  }
  let lastRequest = 0
  let servedSinceCollection = false
  let lastCollection = 0
  // The smallest RSS seen while quiet since the last collection (the allocator gives freed pages
  // back within a second or so of it, so not the figure right after it).
  let quietLow = Infinity
  const timer = setInterval(
    () => {
      const now = Date.now()
      if (now - lastRequest < IDLE_GC_MS) return
      const rss = process.memoryUsage.rss()
      quietLow = Math.min(quietLow, rss)
      const grewBack =
        lastCollection > 0 &&
        rss - quietLow >= REGROW_BYTES &&
        now - lastCollection >= 3 * IDLE_GC_MS
      if (!servedSinceCollection && !grewBack) return
      servedSinceCollection = false
      lastCollection = now
      quietLow = Infinity
      beforeCollect()
      collect()
    },
    Math.min(IDLE_GC_MS, 5000),
  )
  timer.unref()
  signal?.addEventListener('abort', () => clearInterval(timer))
  return () => {
    lastRequest = Date.now()
    servedSinceCollection = true
  }
}
