// Next.js's image optimiser encodes a picture variant (AVIF or WebP, at one width) the first time
// it is asked for, with sharp (libvips), and keeps it on disk. Each encode holds the decoded picture
// and the encoder's buffers: tens of MB outside V8 for a large photo, and sharp already spreads one
// encode over every core. A page's pictures come four or more at a time, so on a small host the
// encodes ran side by side, each with its buffers, for no gain in speed (the cores were busy
// anyway): the server's memory peaked there (docs/benchmarks.md, "The server's memory on a small
// host"). The gate lets IMAGE_CONCURRENCY of them in at once (1 by default); the others wait their
// turn, in the order they came. A variant already on disk is answered in a moment, so its wait is
// short.

/**
 * A gate that lets `limit` tasks run at once, first come first served. `run(task)` resolves or
 * rejects as `task()` does, and the next waiting task starts once it has.
 */
export function createGate(limit) {
  if (!(Number.isInteger(limit) && limit > 0)) {
    throw new Error(`a gate's limit is a whole number above 0, not ${limit}`)
  }
  let running = 0
  const waiting = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  return {
    async run(task) {
      if (running < limit) running++
      else await new Promise((resolve) => waiting.push(resolve))
      try {
        return await task()
      } finally {
        release()
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  }
}

/** Whether a request is for Next.js's image optimiser. */
export const isPictureRequest = (req) => (req.url ?? '').startsWith('/_next/image?')
