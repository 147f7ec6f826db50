/** Mountain ranges and forested hills. */
import { Doc, op } from '../svg'
import { darken, displace, pathOf, type Pt, Rng, spline, yAt } from '../util'
import { spire } from './plants'

interface Range {
  pts: Pt[]
  peakIdx: number[]
  stride: number
  base: number
}

export function makeRange(
  rng: Rng,
  o: { x0: number; x1: number; base: number; top: [number, number]; peaks: number; rough: number },
): Range {
  const depth = 5
  const keys: Pt[] = []
  const step = (o.x1 - o.x0) / o.peaks
  const ys = Array.from({ length: o.peaks }, () => rng.range(o.top[0], o.top[1]))
  const edge = (): number => o.base - rng.range(0.15, 0.45) * (o.base - o.top[1])
  keys.push([o.x0, edge()])
  ys.forEach((py, i) => {
    keys.push([o.x0 + step * (i + 0.5) + rng.jitter(step * 0.22), py])
    const next = ys[i + 1]
    if (next !== undefined) {
      const hi = Math.max(py, next)
      keys.push([
        o.x0 + step * (i + 1) + rng.jitter(step * 0.1),
        hi + rng.range(0.2, 0.5) * (o.base - hi),
      ])
    }
  })
  keys.push([o.x1, edge()])
  const pts: Pt[] = [keys[0] as Pt]
  for (let i = 0; i < keys.length - 1; i++) {
    pts.push(...displace(rng, keys[i] as Pt, keys[i + 1] as Pt, depth, o.rough))
  }
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt
    const b = pts[i] as Pt
    if (b[0] < a[0] + 0.5) b[0] = a[0] + 0.5
  }
  const stride = 2 ** depth
  const peakIdx = ys.map((_, i) => (1 + i * 2) * stride)
  return { pts, peakIdx, stride, base: o.base }
}

export function drawRange(
  doc: Doc,
  rng: Rng,
  r: Range,
  c: {
    top: string
    base: string
    shadow: string
    shadowOp: number
    snow: string | null
    snowY: number
  },
): string {
  const first = r.pts[0] as Pt
  const last = r.pts[r.pts.length - 1] as Pt
  const bottom = r.base + 500
  const d = pathOf([[first[0], bottom], ...r.pts, [last[0], bottom]])
  const minY = Math.min(...r.pts.map((p) => p[1]))
  const fill = doc.linear(
    [
      [0, c.top],
      [1, c.base],
    ],
    [0, minY, 0, r.base],
    true,
  )
  const inner: string[] = []
  const faces: string[] = []
  const gullies: string[] = []
  const caps: string[] = []
  r.peakIdx.forEach((idx) => {
    const peak = r.pts[idx] as Pt
    const prev = r.pts[Math.max(0, idx - r.stride)] as Pt
    const side = r.pts.slice(idx, Math.min(r.pts.length, idx + r.stride + 1))
    const end = side[side.length - 1] as Pt
    const hgt = r.base - peak[1]
    // Shadowed right-hand face, bounded by a ragged spine running down from the summit.
    const limit = end[0] + (r.base - end[1]) * 0.15 - 5
    const footX = Math.max(peak[0] + 10, Math.min(limit, peak[0] + hgt * rng.range(0.3, 0.7)))
    const spine = displace(rng, [footX, r.base + 20], peak, 4, 0.06)
    faces.push(
      pathOf([
        ...side,
        [limit + 5, r.base + 20],
        [limit + 5, bottom],
        [footX, bottom],
        [footX, r.base + 20],
        ...spine,
      ]),
    )
    // Gullies on both faces.
    for (let k = 0; k < 4; k++) {
      const t = rng.range(0.15, 0.9)
      const onLeft = k % 2 === 0
      const from = onLeft ? prev : end
      const sx = peak[0] + (from[0] - peak[0]) * t
      const sy = yAt(onLeft ? r.pts.slice(idx - r.stride, idx + 1) : side, sx) + 3
      const len = hgt * rng.range(0.15, 0.4)
      const w = len * 0.08
      const lean = rng.range(0.1, 0.35) * (onLeft ? 1 : -1)
      gullies.push(
        pathOf([
          [sx - w, sy],
          [sx + w, sy],
          [sx + len * lean, sy + len],
        ]),
      )
    }
    // Snow cap, deeper on higher summits, with fingers running down the couloirs.
    if (c.snow && peak[1] < c.snowY) {
      const depth = (c.snowY - peak[1]) * rng.range(0.8, 1.2) + 12
      const half = depth * 1.9
      const pts: Pt[] = [
        [peak[0] - half, peak[1] - 40],
        [peak[0] + half, peak[1] - 40],
      ]
      for (let x = peak[0] + half; x > peak[0] - half; x -= rng.range(5, 11)) {
        const u = Math.abs(x - peak[0]) / half
        const edge = peak[1] + depth * (1 - 0.7 * u)
        pts.push([x, edge + (rng.chance(0.28) ? rng.range(8, 34) * (1.2 - u) : rng.jitter(4))])
      }
      caps.push(pathOf(pts))
    }
  })
  if (caps.length && c.snow) inner.push(`<path d="${caps.join('')}" fill="${c.snow}"/>`)
  inner.push(`<path d="${gullies.join('')}" fill="${c.shadow}"${op(c.shadowOp * 0.5)}/>`)
  inner.push(`<path d="${faces.join('')}" fill="${c.shadow}"${op(c.shadowOp)}/>`)
  const clip = doc.clip(`<path d="${d}"/>`)
  return `<path d="${d}" fill="${fill}"/><g clip-path="${clip}">${inner.join('')}</g>`
}

/** A smooth forested hill with a ragged tree line on its crest; returns the crest line too. */
export function forestHill(
  doc: Doc,
  rng: Rng,
  o: {
    x0: number
    x1: number
    y: number
    amp: number
    knots: number
    fill: string
    fillBase: string
    tree: string
    treeH: [number, number]
    gap: [number, number]
    base: number
    inner: number
  },
): { svg: string; line: Pt[] } {
  const ctrl: Pt[] = []
  for (let i = 0; i <= o.knots; i++) {
    ctrl.push([o.x0 + ((o.x1 - o.x0) * i) / o.knots, o.y + rng.jitter(o.amp)])
  }
  const line = spline(ctrl, 8)
  const d = pathOf([...line, [o.x1, o.base], [o.x0, o.base]])
  const fill = doc.linear(
    [
      [0, o.fill],
      [1, o.fillBase],
    ],
    [0, o.y - o.amp, 0, o.base],
    true,
  )
  const trees: string[] = []
  for (let x = o.x0; x < o.x1; x += rng.range(o.gap[0], o.gap[1])) {
    const h = rng.range(o.treeH[0], o.treeH[1])
    trees.push(spire(x, yAt(line, x) + h * 0.3, h))
  }
  const dots: string[] = []
  for (let i = 0; i < o.inner; i++) {
    const x = rng.range(o.x0, o.x1)
    const y0 = yAt(line, x)
    const y = y0 + rng.range(8, Math.max(10, (o.base - y0) * 0.8))
    const h = rng.range(o.treeH[0], o.treeH[1]) * 0.8
    dots.push(spire(x, y, h))
  }
  const svg =
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${trees.join('')}" fill="${o.tree}"/>` +
    (dots.length ? `<path d="${dots.join('')}" fill="${darken(o.tree, 0.12)}"${op(0.55)}/>` : '')
  return { svg, line }
}
