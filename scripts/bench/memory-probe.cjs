// Preloaded into a server by a bench (NODE_OPTIONS="--expose-gc --require=<this file>"): on
// SIGUSR2 the process collects its garbage and prints one line,
// {"memoryProbe":{"rss":…,"heapTotal":…,"heapUsed":…,"external":…,"arrayBuffers":…}}, so the
// bench can read the V8 heap and the buffers outside it, which /proc does not show.
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  process.stdout.write(`${JSON.stringify({ memoryProbe: process.memoryUsage() })}\n`)
})
