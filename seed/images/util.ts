/** Small utilities: numbers, random numbers, colours, geometry. */
export type Pt = [number, number]

/** Number formatting for SVG attributes: whole units for large values, one decimal for small ones. */
export function n(v: number): string {
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r)
}

/** Finer formatting for gradient offsets and bounding-box units. */
export function n3(v: number): string {
  const r = Math.round(v * 1000) / 1000
  return r === 0 ? '0' : String(r)
}

function mulberry32(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a over the variant (any number) and a salt, so each purpose gets its own stream. */
export function hashSeed(variant: number, salt: string): number {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0
  let h = 0x811c9dc5
  const feed = (byte: number): void => {
    h ^= byte & 0xff
    h = Math.imul(h, 0x01000193)
  }
  for (const word of [v | 0, Math.floor(v / 4294967296) | 0]) {
    for (let i = 0; i < 4; i++) feed(word >>> (i * 8))
  }
  for (let i = 0; i < salt.length; i++) feed(salt.charCodeAt(i))
  return h >>> 0
}

export class Rng {
  private readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  f(): number {
    return this.next()
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next()
  }
  /** Integer in [a, b], both inclusive. */
  int(a: number, b: number): number {
    return Math.min(b, Math.floor(this.range(a, b + 1)))
  }
  jitter(amount: number): number {
    return (this.next() * 2 - 1) * amount
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.min(items.length - 1, Math.floor(this.next() * items.length))] as T
  }
}

function rgbOf(c: string): [number, number, number] {
  const v = parseInt(c.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a)
  const y = rgbOf(b)
  const ch = (i: 0 | 1 | 2): string =>
    Math.max(0, Math.min(255, Math.round(x[i] + (y[i] - x[i]) * t)))
      .toString(16)
      .padStart(2, '0')
  return `#${ch(0)}${ch(1)}${ch(2)}`
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

export function pathOf(points: readonly Pt[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : i === 1 ? 'L' : ''}${n(x)} ${n(y)}`)
  return body.join(' ') + (close ? 'Z' : '')
}

/** Midpoint displacement between two points; returns the points after `a`, ending with `b`. */
export function displace(rng: Rng, a: Pt, b: Pt, depth: number, rough: number): Pt[] {
  if (depth <= 0) return [b]
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len = Math.hypot(dx, dy) || 1
  const off = rng.jitter(len * rough)
  const m: Pt = [(a[0] + b[0]) / 2 - (dy / len) * off, (a[1] + b[1]) / 2 + (dx / len) * off]
  return [...displace(rng, a, m, depth - 1, rough), ...displace(rng, m, b, depth - 1, rough)]
}

/** Catmull-Rom spline through the points, sampled into a polyline. */
export function spline(p: readonly Pt[], steps: number): Pt[] {
  const out: Pt[] = []
  const at = (i: number): Pt => p[Math.max(0, Math.min(p.length - 1, i))] as Pt
  for (let i = 0; i < p.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    for (let s = 0; s < steps; s++) {
      const t = s / steps
      const t2 = t * t
      const t3 = t2 * t
      const f = (a: number, b: number, c: number, d: number): number =>
        0.5 *
        (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])])
    }
  }
  out.push(at(p.length - 1))
  return out
}

/** y of a left-to-right polyline at x. */
export function yAt(line: readonly Pt[], x: number): number {
  const first = line[0] as Pt
  if (x <= first[0]) return first[1]
  for (let i = 1; i < line.length; i++) {
    const b = line[i] as Pt
    if (x <= b[0]) {
      const a = line[i - 1] as Pt
      const t = (x - a[0]) / (b[0] - a[0] || 1)
      return a[1] + (b[1] - a[1]) * t
    }
  }
  return (line[line.length - 1] as Pt)[1]
}

/** An irregular round blob (rot stains, moss, shrubs). */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, k = 9): string {
  const pts: Pt[] = []
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2
    const r = rng.range(0.7, 1.15)
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r])
  }
  return pathOf(spline([...pts, pts[0] as Pt, pts[1] as Pt], 2).slice(2))
}
