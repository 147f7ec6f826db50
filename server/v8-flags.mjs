// V8 settings of the production server, imported by server/index.mjs before anything else (the
// one V8 reads only as the process starts, --optimize-for-size, is asked for in ./start.sh).
//
// No allocation-site pretenuring: V8 watches where objects are made, and once most objects of one
// place outlive a young-generation collection it makes that place's objects straight in the old
// generation, which only a full collection empties. A request that works through many rows (the
// CSV export, 100,000 leads in pages of 200) has the page in hand at every young collection, so
// V8 soon moves its row objects to the old generation, where a page's garbage then piles up until
// the next full collection. Measured with five servers exporting 100,000 leads three times each:
// RSS grew by 23-68 MB an export with pretenuring, 0-27 MB without, in the same time (3.0-3.4 s).
// Pages and beacons showed no difference (docs/benchmarks.md).
import v8 from 'node:v8'

// A four times larger interrupt budget: V8 counts the bytecode a function runs and, each time the
// budget is spent, weighs compiling it to optimised machine code. That code stays for as long as
// the function does (it holds the function's bytecode, so the idle collection's flushing, in
// ./idle-gc.mjs, cannot drop it): a heap snapshot after the memory bench's quiet minute held
// 13.7 MB more machine code than one at the start. With the larger budget only the
// functions that stay hot are optimised: the quick memory bench ended its quiet minute with 83-84
// MB of V8 heap used instead of 87-88. What it costs in speed is in docs/benchmarks.md
// (scripts/bench/server-parts.mjs --only tiering).
const INTERRUPT_BUDGET = 4 * 67_584

// SERVER_WITHOUT=v8-flags (benchmarks only, server/index.mjs) leaves V8's defaults; tiering, the
// interrupt budget only.
const without = (process.env.SERVER_WITHOUT ?? '').split(',').map((part) => part.trim())
if (!without.includes('v8-flags')) {
  v8.setFlagsFromString('--no-allocation-site-pretenuring')
  if (!without.includes('tiering')) v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`)
}
