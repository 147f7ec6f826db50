// Preloaded into a server by a bench (NODE_OPTIONS="--expose-gc --require=<this file>"): on
// SIGUSR2 the process collects its garbage and prints one line,
// {"memoryProbe":{"rss":…,"heapTotal":…,"heapUsed":…,"external":…,"arrayBuffers":…,"spaces":…}},
// so the bench can read the V8 heap (and each of its spaces, size and used) and the buffers
// outside it, which /proc does not show.
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  const spaces = Object.fromEntries(
    process
      .getBuiltinModule('node:v8')
      .getHeapSpaceStatistics()
      .map((space) => [space.space_name, { size: space.space_size, used: space.space_used_size }]),
  )
  process.stdout.write(`${JSON.stringify({ memoryProbe: { ...process.memoryUsage(), spaces } })}\n`)
})
