/**
 * A fixed-window limit per key (a visitor's address), kept in this server's memory: enough for
 * one Node process; several would need a shared store.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    limit,
    /** Counts one request; `ok: false` with the seconds to wait once the key is over its limit. */
    hit(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } {
      let window = windows.get(key)
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 }
        windows.set(key, window)
        if (windows.size > 10_000) sweep(now)
      }
      window.count += 1
      if (window.count <= limit) return { ok: true }
      return { ok: false, retryAfter: Math.ceil((window.start + windowMs - now) / 1000) }
    },
  }

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key)
  }
}

/**
 * "count/seconds", e.g. "10/600"; anything else gives the fallback. Lets a deployment (or a test
 * server) set its own limit through the environment.
 */
export function parseRateLimit(
  value: string | undefined,
  fallback: { limit: number; windowMs: number },
) {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? '')
  if (!match) return fallback
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}

/**
 * The visitor's address: the last hop of X-Forwarded-For, the one the nearest proxy appended.
 * Without a proxy, `next start` fills the header from the socket, but only when the visitor sent
 * none: run the site behind a proxy that appends the address (see the README).
 */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim())
  return hops.filter(Boolean).at(-1) || headers.get('x-real-ip') || 'unknown'
}
