// Preloaded into a server by a bench (NODE_OPTIONS="--expose-gc --require=<this file>"): on
// SIGUSR2 the process collects its garbage and prints one line,
// {"memoryProbe":{"rss":…,"heapTotal":…,"heapUsed":…,"external":…,"arrayBuffers":…,"spaces":…}},
// so the bench can read the V8 heap (and each of its spaces, size and used) and the buffers
// outside it, which /proc does not show. With HEAP_SNAPSHOT_DIR set, each probe also writes a heap
// snapshot there (scripts/bench/heap-diff.mjs compares two by what their objects are).
let probes = 0
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  const probeNumber = ++probes
  const dir = process.env.HEAP_SNAPSHOT_DIR
  if (dir) {
    const file = `${dir}/probe-${probeNumber}.heapsnapshot`
    process.getBuiltinModule('node:v8').writeHeapSnapshot(file)
  }
  const spaces = Object.fromEntries(
    process
      .getBuiltinModule('node:v8')
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name, { size: space.space_size, used: space.space_used_size }]),
  )
  process.stdout.write(`${JSON.stringify({ memoryProbe: { ...process.memoryUsage(), spaces } })}\n`)
})
