import { RateLimiterRes, type RateLimiterLike } from 'rate-limiter-flexible'

/**
 * Mend: the rate limits' memory store, counting as rate-limiter-flexible's RateLimiterMemory does
 * (a fixed window per key, answered with its RateLimiterRes) but with no timer per key.
 *
 * What it mends: RateLimiterMemory ends each key's window with a setTimeout, and a timer made
 * while a request is handled keeps that request's async context (on Node.js 24, its
 * AsyncContextFrame, where Next.js keeps the request and its response) until it fires: up to ten
 * minutes for the chat's limit, a day for the upload budget's. A heap snapshot after the memory
 * bench held 2,343 answered responses that way (docs/benchmarks.md, Memory). Here a window that
 * has ended is started again on the key's next use, and ended windows are swept as the keys grow.
 *
 * Upstream: none found in rate-limiter-flexible (its RateLimiterMemory sets a timeout per key by
 * design, animir/node-rate-limiter-flexible#152); the same retention through a per-hit timer is
 * nestjs/throttler#2629.
 *
 * Canaries: tests/unit/rate-limit.test.ts checks the counts; tests/unit/mends.test.ts fails when
 * RateLimiterMemory no longer leaves a timer behind a key it counted (then it can serve again).
 *
 * To remove it: lib/rate-limit/store.ts's `memoryCounter` makes a RateLimiterMemory, and this
 * file goes.
 */

/** What a counter is: rate-limiter-flexible's calls the site's limits make. */
type Counter = Pick<RateLimiterLike, 'consume' | 'delete' | 'get' | 'penalty' | 'reward'>

export class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { points: number; endsAt: number }>()
  private sweepAt = 1000

  constructor(private readonly options: { points: number; duration: number }) {}

  private add(key: string, points: number): RateLimiterRes {
    const now = Date.now()
    let window = this.windows.get(key)
    const first = !window || window.endsAt <= now
    if (!window || first) {
      window = { points: 0, endsAt: now + this.options.duration * 1000 }
      this.windows.set(key, window)
      if (this.windows.size >= this.sweepAt) this.sweep(now)
    }
    window.points += points
    const remaining = Math.max(this.options.points - window.points, 0)
    return new RateLimiterRes(remaining, window.endsAt - now, window.points, first)
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key)
    this.sweepAt = Math.max(1000, this.windows.size * 2)
  }

  /** Counts `points`; refuses (rejects with the RateLimiterRes) past the window's points. */
  async consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const res = this.add(String(key), points)
    if (res.consumedPoints > this.options.points) throw res
    return res
  }

  /** Counts `points` without refusing. */
  async penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.add(String(key), points)
  }

  /** Gives `points` back. */
  async reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.add(String(key), -points)
  }

  /** Forgets the key's count; whether it had one. */
  async delete(key: string | number): Promise<boolean> {
    return this.windows.delete(String(key))
  }

  /** The key's count in its current window, without counting; null when it has none. */
  async get(key: string | number): Promise<RateLimiterRes | null> {
    const now = Date.now()
    const window = this.windows.get(String(key))
    if (!window || window.endsAt <= now) return null
    const remaining = Math.max(this.options.points - window.points, 0)
    return new RateLimiterRes(remaining, window.endsAt - now, window.points, false)
  }
}
