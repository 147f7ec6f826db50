// Seeded randomness: every case is made from its own PRNG, so any case can be made again alone.

/** mulberry32 seeded with an FNV-1a hash of the parts: the same parts, the same numbers. */
export function rngFor(...parts) {
  let hash = 2166136261
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 16777619)
  }
  let state = hash >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (max) => Math.floor(next() * max)
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick: (list) => list[int(list.length)],
    chance: (p) => next() < p,
  }
}
