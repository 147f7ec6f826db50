/**
 * Generated illustrations for the seed: Colorado mountain log homes drawn as flat SVG
 * illustrations and rasterised with sharp. Nothing is downloaded.
 *
 * Everything is deterministic: the same scene and variant always give the same SVG and the same
 * image bytes. Before/after pairs: the content lists a project's 'before' picture as variant N and
 * its 'after' picture as variant N + 1, so an 'after' picture with variant N + 1 shows the very same
 * house, mountains and trees as the 'before' picture with variant N, restored.
 */
import sharp from 'sharp'
import type { ImageRef } from './content/types'

type SceneRef = Pick<ImageRef, 'scene' | 'variant'>
type Pt = [number, number]
type Stop = [offset: number, color: string, opacity?: number]

/** The design space every scene is drawn in; other output sizes crop it ("slice"). */
const VW = 1600
const VH = 1000

// ---------------------------------------------------------------------------------------------
// Small utilities: numbers, random numbers, colours, geometry
// ---------------------------------------------------------------------------------------------

/** Number formatting for SVG attributes: whole units for large values, one decimal for small ones. */
function n(v: number): string {
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r)
}

/** Finer formatting for gradient offsets and bounding-box units. */
function n3(v: number): string {
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
function hashSeed(variant: number, salt: string): number {
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

class Rng {
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

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a)
  const y = rgbOf(b)
  const ch = (i: 0 | 1 | 2): string =>
    Math.max(0, Math.min(255, Math.round(x[i] + (y[i] - x[i]) * t)))
      .toString(16)
      .padStart(2, '0')
  return `#${ch(0)}${ch(1)}${ch(2)}`
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
const darken = (c: string, t: number): string => mix(c, '#000000', t)

function pathOf(points: readonly Pt[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : i === 1 ? 'L' : ''}${n(x)} ${n(y)}`)
  return body.join(' ') + (close ? 'Z' : '')
}

/** Midpoint displacement between two points; returns the points after `a`, ending with `b`. */
function displace(rng: Rng, a: Pt, b: Pt, depth: number, rough: number): Pt[] {
  if (depth <= 0) return [b]
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const len = Math.hypot(dx, dy) || 1
  const off = rng.jitter(len * rough)
  const m: Pt = [(a[0] + b[0]) / 2 - (dy / len) * off, (a[1] + b[1]) / 2 + (dx / len) * off]
  return [...displace(rng, a, m, depth - 1, rough), ...displace(rng, m, b, depth - 1, rough)]
}

/** Catmull-Rom spline through the points, sampled into a polyline. */
function spline(p: readonly Pt[], steps: number): Pt[] {
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
function yAt(line: readonly Pt[], x: number): number {
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
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, k = 9): string {
  const pts: Pt[] = []
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2
    const r = rng.range(0.7, 1.15)
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r])
  }
  return pathOf(spline([...pts, pts[0] as Pt, pts[1] as Pt], 2).slice(2))
}

// ---------------------------------------------------------------------------------------------
// SVG document with shared definitions
// ---------------------------------------------------------------------------------------------

class Doc {
  private readonly defs: string[] = []
  private count = 0

  id(kind: string): string {
    this.count += 1
    return `${kind}${this.count.toString(36)}`
  }

  linear(
    stops: readonly Stop[],
    dir: readonly [number, number, number, number] = [0, 0, 0, 1],
    user = false,
  ): string {
    const id = this.id('g')
    const [x1, y1, x2, y2] = dir
    const f = user ? n : n3
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopsOf(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const id = this.id('r')
    const f = user ? n : n3
    const units = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopsOf(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id('c')
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  pattern(x: number, y: number, w: number, h: number, body: string): string {
    const id = this.id('p')
    this.defs.push(
      `<pattern id="${id}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" patternUnits="userSpaceOnUse">${body}</pattern>`,
    )
    return `url(#${id})`
  }

  defsOf(): string {
    return `<defs>${this.defs.join('')}</defs>`
  }

  svg(body: string, width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${VW} ${VH}" preserveAspectRatio="xMidYMid slice">${this.defsOf()}${body}</svg>`
    )
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n3(a)}"`}/>`,
    )
    .join('')
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`

const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`

const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`

/** Fill or stroke opacity; cheaper to render than element opacity, which needs its own layer. */
const op = (o: number): string => ` fill-opacity="${n3(o)}"`
const ops = (o: number): string => ` stroke-opacity="${n3(o)}"`

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

interface Wood {
  base: string
  light: string
  dark: string
  end: string
  endDark: string
  grain: string
}

const STAINS: readonly Wood[] = [
  // honey
  {
    base: '#c8873a',
    light: '#e9b466',
    dark: '#7f4f1f',
    end: '#efcf97',
    endDark: '#b87b39',
    grain: '#6b4016',
  },
  // cedar
  {
    base: '#b66a37',
    light: '#dc9059',
    dark: '#6c3618',
    end: '#ebbb8a',
    endDark: '#a6622f',
    grain: '#5a2c10',
  },
  // amber
  {
    base: '#cc9445',
    light: '#f0c071',
    dark: '#875722',
    end: '#f3d7a3',
    endDark: '#c28a45',
    grain: '#70451a',
  },
  // chestnut
  {
    base: '#ad6c33',
    light: '#d4944f',
    dark: '#623916',
    end: '#e6b985',
    endDark: '#9e642e',
    grain: '#4f2e10',
  },
]

const WEATHERED: Wood = {
  base: '#9f998e',
  light: '#cbc5b9',
  dark: '#676158',
  end: '#bcb5a7',
  endDark: '#867f72',
  grain: '#524c44',
}

interface Sky {
  top: string
  mid: string
  horizon: string
  sun: string | null
  glow: string
  cloud: string
  cloudShade: string
  clouds: number
  warm: number
  windowGlow: boolean
  grey: boolean
}

const SKIES: readonly Sky[] = [
  {
    top: '#3874bf',
    mid: '#78aede',
    horizon: '#d8ecf6',
    sun: '#fffbe8',
    glow: '#fff4cc',
    cloud: '#ffffff',
    cloudShade: '#d6e2ee',
    clouds: 3,
    warm: 0,
    windowGlow: false,
    grey: false,
  },
  {
    top: '#4a7fbf',
    mid: '#95bfe4',
    horizon: '#f4e4c8',
    sun: '#fff3cf',
    glow: '#ffe6ad',
    cloud: '#fffaf2',
    cloudShade: '#e3d8d0',
    clouds: 4,
    warm: 0.12,
    windowGlow: false,
    grey: false,
  },
  {
    top: '#4b6aa6',
    mid: '#ab9fbd',
    horizon: '#f7c58a',
    sun: '#ffe6a8',
    glow: '#ffc472',
    cloud: '#fde6cf',
    cloudShade: '#d7a39c',
    clouds: 3,
    warm: 0.3,
    windowGlow: true,
    grey: false,
  },
  {
    top: '#2a63ae',
    mid: '#5b98d5',
    horizon: '#c0def1',
    sun: '#ffffff',
    glow: '#eaf6ff',
    cloud: '#ffffff',
    cloudShade: '#cfdceb',
    clouds: 2,
    warm: 0,
    windowGlow: false,
    grey: false,
  },
]

const GREY_SKIES: readonly Sky[] = [
  {
    top: '#7b8793',
    mid: '#a1aab1',
    horizon: '#d2d3ce',
    sun: null,
    glow: '#e8e8e2',
    cloud: '#e2e4e4',
    cloudShade: '#9da4aa',
    clouds: 7,
    warm: 0,
    windowGlow: false,
    grey: true,
  },
  {
    top: '#8797a6',
    mid: '#b1bac0',
    horizon: '#dcd9cf',
    sun: null,
    glow: '#ecebe4',
    cloud: '#e9e9e6',
    cloudShade: '#a4aab0',
    clouds: 6,
    warm: 0,
    windowGlow: false,
    grey: true,
  },
]

interface Season {
  grassFar: string
  grassNear: string
  grassDark: string
  pine: string
  pineShade: string
  leaves: readonly string[]
  flowers: readonly string[]
  snowLift: number
}

const SEASONS = {
  summer: {
    grassFar: '#a3bf66',
    grassNear: '#6f9a43',
    grassDark: '#52782f',
    pine: '#34603f',
    pineShade: '#214330',
    leaves: ['#7fae4a', '#93bf57', '#6a9a3d'],
    flowers: ['#f2d04b', '#f4f1f7', '#b98ad6'],
    snowLift: 0,
  },
  autumn: {
    grassFar: '#bdb46b',
    grassNear: '#8e9545',
    grassDark: '#6c7533',
    pine: '#31583a',
    pineShade: '#1f3e29',
    leaves: ['#f0b93a', '#f6cd55', '#e39a2c', '#d9862a'],
    flowers: [],
    snowLift: 20,
  },
  late: {
    grassFar: '#b0bb69',
    grassNear: '#7f9a48',
    grassDark: '#5f7a35',
    pine: '#335d3d',
    pineShade: '#20412d',
    leaves: ['#a8be4f', '#dcc34a', '#8fb24a'],
    flowers: ['#f2d04b', '#e9e4f2'],
    snowLift: -10,
  },
  spring: {
    grassFar: '#a9cc72',
    grassNear: '#79a94b',
    grassDark: '#5a8636',
    pine: '#33603e',
    pineShade: '#20432d',
    leaves: ['#a9d16a', '#bfdc7e', '#93c35b'],
    flowers: ['#f5e06a', '#ffffff', '#9a8fe0'],
    snowLift: 60,
  },
  dry: {
    grassFar: '#bcb184',
    grassNear: '#979063',
    grassDark: '#77714b',
    pine: '#405c45',
    pineShade: '#2a4131',
    leaves: ['#b5a65a', '#c9b26a', '#9c9a5a'],
    flowers: [],
    snowLift: -20,
  },
} satisfies Record<string, Season>

interface Env {
  sky: Sky
  season: Season
  farRock: string
  rock: string
  rockTop: string
  shadow: string
  snow: string
  forest: string
  haze: string
}

function envOf(sky: Sky, season: Season): Env {
  const warmRock = sky.warm > 0.2 ? '#8d7488' : '#5f6d86'
  const rock = mix(warmRock, sky.mid, 0.22)
  return {
    sky,
    season,
    farRock: mix(mix('#8a9bb8', sky.horizon, 0.3), sky.mid, 0.25),
    rock,
    rockTop: lighten(rock, 0.12),
    shadow: sky.grey ? '#4d5560' : '#2f3a58',
    snow: sky.warm > 0.2 ? '#fff3e6' : sky.grey ? '#eceeee' : '#f8fbfd',
    forest: mix(season.pine, sky.mid, sky.grey ? 0.32 : 0.22),
    haze: sky.horizon,
  }
}

// ---------------------------------------------------------------------------------------------
// Landscape pieces: sky, mountains, hills, trees, clouds
// ---------------------------------------------------------------------------------------------

function skyBackdrop(
  doc: Doc,
  rng: Rng,
  env: Env,
  horizon: number,
  sunX: number,
  sunY: number,
): string {
  const s = env.sky
  const out: string[] = []
  const fill = doc.linear(
    [
      [0, s.top],
      [0.55, s.mid],
      [1, s.horizon],
    ],
    [0, 0, 0, horizon],
    true,
  )
  out.push(rect(0, 0, VW, VH, fill))
  if (s.sun) {
    const glow = doc.radial([
      [0, s.glow, 0.9],
      [0.25, s.glow, 0.45],
      [1, s.glow, 0],
    ])
    out.push(circle(sunX, sunY, 330, glow))
    out.push(circle(sunX, sunY, 34, s.sun))
  }
  if (s.grey) {
    const bands: string[] = []
    for (let i = 0; i < 9; i++) {
      const y = rng.range(40, horizon * 0.62)
      const c = i % 3 === 0 ? s.cloudShade : s.cloud
      bands.push(
        ellipse(
          rng.range(0, VW),
          y,
          rng.range(260, 620),
          rng.range(22, 55),
          c,
          op(rng.range(0.3, 0.6)),
        ),
      )
    }
    out.push(bands.join(''))
  }
  for (let i = 0; i < (s.grey ? 2 : s.clouds); i++) {
    const x = rng.range(-40, VW + 40)
    const y = rng.range(60, horizon * 0.5)
    out.push(cloud(rng, x, y, rng.range(0.7, 1.5), s))
  }
  return out.join('')
}

/** An ellipse as a sub-path, so several can share one element (and one opacity). */
function ovalD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0z`
}

function cloud(rng: Rng, x: number, y: number, k: number, s: Sky): string {
  const w = 110 * k
  const puffs: string[] = [ovalD(x, y + 2 * k, w * 0.98, 14 * k)]
  const count = rng.int(3, 5)
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const px = x - w * 0.75 + w * 1.5 * t + rng.jitter(10 * k)
    const r = (22 + 26 * Math.sin(Math.PI * t)) * k * rng.range(0.8, 1.15)
    puffs.push(ovalD(px, y - r * 0.35, r, r))
  }
  const a = s.grey ? 0.9 : 0.82
  return (
    `<path d="${ovalD(x, y + 6 * k, w, 16 * k)}" fill="${s.cloudShade}"${op(a)}/>` +
    `<path d="${puffs.join('')}" fill="${s.cloud}"${op(a)}/>`
  )
}

interface Range {
  pts: Pt[]
  peakIdx: number[]
  stride: number
  base: number
}

function makeRange(
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

function drawRange(
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
function forestHill(
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

/** A tiny distant conifer silhouette. */
function spire(x: number, b: number, h: number): string {
  const w = h * 0.21
  if (h < 26)
    return pathOf([
      [x, b - h],
      [x + w, b],
      [x - w, b],
    ])
  return pathOf([
    [x, b - h],
    [x + w * 0.55, b - h * 0.45],
    [x + w * 0.3, b - h * 0.47],
    [x + w, b],
    [x - w, b],
    [x - w * 0.3, b - h * 0.47],
    [x - w * 0.55, b - h * 0.45],
  ])
}

/** A layered pine tree with a lit left side and shaded right side. */
function pine(rng: Rng, x: number, base: number, h: number, color: string, shade: string): string {
  const w = h * rng.range(0.36, 0.44)
  const tiers = Math.max(4, Math.min(10, Math.round(h / 42)))
  const top = base - h
  const crown = base - h * 0.08
  const tierH = (crown - top) / tiers
  const right: Pt[] = []
  const left: Pt[] = []
  for (let i = 1; i <= tiers; i++) {
    const t = i / tiers
    const y = top + tierH * i
    const hw = (w / 2) * (0.2 + 0.8 * t)
    right.push([x + hw * rng.range(0.9, 1.08), y + rng.jitter(tierH * 0.08)])
    left.push([x - hw * rng.range(0.9, 1.08), y + rng.jitter(tierH * 0.08)])
    if (i < tiers) {
      right.push([x + hw * 0.42, y - tierH * 0.18])
      left.push([x - hw * 0.42, y - tierH * 0.18])
    }
  }
  const bottom: Pt = [x, crown - tierH * 0.12]
  const outline: Pt[] = [[x, top], ...right, bottom, ...[...left].reverse()]
  const shadeSide: Pt[] = [[x, top], ...right, bottom, [x + w * 0.04, top + tierH * 0.4]]
  const trunkW = Math.max(3, w * 0.07)
  return (
    rect(x - trunkW / 2, crown - tierH * 0.3, trunkW, base - crown + tierH * 0.3, '#4a3526') +
    `<path d="${pathOf(outline)}" fill="${color}"/>` +
    `<path d="${pathOf(shadeSide)}" fill="${shade}"${op(0.75)}/>`
  )
}

function aspen(rng: Rng, x: number, base: number, h: number, leaves: readonly string[]): string {
  const tw = Math.max(2.5, h * 0.022)
  const out: string[] = []
  out.push(
    `<path d="${pathOf([
      [x - tw, base],
      [x - tw * 0.4, base - h * 0.85],
      [x + tw * 0.4, base - h * 0.85],
      [x + tw, base],
    ])}" fill="#ebe6da"/>`,
  )
  const marks: string[] = []
  for (let y = base - h * 0.1; y > base - h * 0.55; y -= rng.range(h * 0.05, h * 0.1)) {
    marks.push(`M${n(x - tw * 0.7)} ${n(y)}h${n(tw * rng.range(0.6, 1.3))}`)
  }
  out.push(
    `<path d="${marks.join('')}" stroke="#3b3630" stroke-width="${n(Math.max(1, tw * 0.5))}"${ops(0.7)}/>`,
  )
  const cy = base - h * 0.66
  const rx = h * rng.range(0.17, 0.22)
  const ry = h * rng.range(0.28, 0.34)
  const c = rng.pick(leaves)
  out.push(`<path d="${blob(rng, x, cy, rx, ry, 10)}" fill="${c}"/>`)
  for (let i = 0; i < 3; i++) {
    const cc = rng.pick(leaves)
    out.push(
      `<path d="${blob(rng, x + rng.jitter(rx * 0.5), cy + rng.jitter(ry * 0.5), rx * 0.55, ry * 0.45, 8)}" fill="${cc}"${op(0.9)}/>`,
    )
  }
  out.push(
    `<path d="${blob(rng, x + rx * 0.35, cy + ry * 0.35, rx * 0.55, ry * 0.45, 8)}" fill="#203018"${op(0.18)}/>`,
  )
  out.push(
    `<path d="${blob(rng, x - rx * 0.35, cy - ry * 0.4, rx * 0.45, ry * 0.35, 8)}" fill="#ffffff"${op(0.16)}/>`,
  )
  return out.join('')
}

function bush(rng: Rng, x: number, base: number, r: number, color: string): string {
  const out: string[] = []
  const k = rng.int(3, 4)
  for (let i = 0; i < k; i++) {
    const cx = x + (i - (k - 1) / 2) * r * 0.8 + rng.jitter(r * 0.2)
    const rr = r * rng.range(0.6, 0.95)
    out.push(circle(cx, base - rr * 0.8, rr, i % 2 ? color : darken(color, 0.08)))
  }
  out.push(ellipse(x - r * 0.3, base - r * 1.1, r * 0.5, r * 0.3, lighten(color, 0.18), op(0.55)))
  return out.join('')
}

function grassStrokes(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  color: string,
): string {
  const d: string[] = []
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1)
    const y = rng.range(y0, y1)
    const k = 0.6 + (y - y0) / Math.max(1, y1 - y0)
    for (let j = 0; j < 3; j++) {
      const h = rng.range(6, 14) * k
      d.push(`M${n(x + j * 3 * k)} ${n(y)}l${n(rng.jitter(4 * k))} ${n(-h)}`)
    }
  }
  return `<path d="${d.join('')}" stroke="${color}" stroke-width="2" stroke-linecap="round"${ops(0.55)}/>`
}

function rock(rng: Rng, x: number, base: number, w: number, color: string): string {
  const h = w * rng.range(0.45, 0.7)
  const pts: Pt[] = [
    [x - w / 2, base],
    [x - w * 0.42, base - h * 0.6],
    [x - w * 0.1, base - h],
    [x + w * 0.3, base - h * 0.85],
    [x + w / 2, base - h * 0.2],
    [x + w * 0.48, base],
  ]
  return (
    `<path d="${pathOf(pts)}" fill="${color}"/>` +
    `<path d="${pathOf([
      [x - w * 0.1, base - h],
      [x + w * 0.3, base - h * 0.85],
      [x + w / 2, base - h * 0.2],
      [x + w * 0.48, base],
      [x + w * 0.05, base],
    ])}" fill="${darken(color, 0.25)}"${op(0.6)}/>`
  )
}

function vignette(doc: Doc, strength: number): string {
  const g = doc.radial(
    [
      [0.55, '#000000', 0],
      [1, '#1b140c', strength],
    ],
    VW / 2,
    VH * 0.45,
    VW * 0.62,
    true,
  )
  return rect(0, 0, VW, VH, g)
}

// ---------------------------------------------------------------------------------------------
// Log walls (shared by the house, the close-up and the crew scene)
// ---------------------------------------------------------------------------------------------

interface WallOpts {
  x0: number
  x1: number
  /** Bottom edge of the lowest log. */
  yBottom: number
  courses: number
  logH: number
  wood: Wood
  weathered: boolean
  failing: boolean
  cornerL: boolean
  cornerR: boolean
  /** How far the wall logs run past the corner. */
  ext: number
  /** Radius of the crossing logs' round ends at the corners. */
  endR: number
  /** Geometry and grain: the same seed gives the same logs whatever the finish. */
  rng: Rng
  /** Weathering details. */
  wear: Rng
  /** First boundary that gets corner log ends (0 = the sill). */
  endsFrom?: number
  /** Rot stains along the bottom course when weathered (walls that meet the ground). */
  rot?: boolean
  /** No grain or checks (distant walls). */
  plain?: boolean
}

function woodFills(doc: Doc, wood: Wood): string[] {
  return [0, 1, 2].map((k) => {
    const base =
      k === 0
        ? wood.base
        : k === 1
          ? mix(wood.base, wood.light, 0.18)
          : mix(wood.base, wood.dark, 0.14)
    return doc.linear([
      [0, mix(base, wood.dark, 0.55)],
      [0.09, mix(base, wood.light, 0.55)],
      [0.3, mix(base, wood.light, 0.3)],
      [0.62, base],
      [0.88, mix(base, wood.dark, 0.45)],
      [1, mix(base, wood.dark, 0.85)],
    ])
  })
}

function logWall(doc: Doc, o: WallOpts): string {
  const L = o.logH
  const { rng, wear, wood } = o
  const detail = L / 28
  const fills = woodFills(doc, wood)
  const out: string[] = []
  const extL: number[] = []
  const extR: number[] = []
  const grainDark: string[] = []
  const grainLight: string[] = []
  const checks: string[] = []
  const knots: string[] = []
  const left = o.x0 - (o.cornerL ? o.ext : 0)
  const right = o.x1 + (o.cornerR ? o.ext : 0)

  for (let i = 0; i < o.courses; i++) {
    const yb = o.yBottom - i * L
    const yt = yb - L
    const el = o.cornerL ? o.ext * rng.range(0.86, 1.08) : 0
    const er = o.cornerR ? o.ext * rng.range(0.86, 1.08) : 0
    extL.push(el)
    extR.push(er)
    const fill = rng.pick(fills)
    const x0 = o.x0 - el
    const x1 = o.x1 + er
    out.push(rect(x0, yt + L * 0.02, x1 - x0, L * 0.96, fill, ` rx="${n(Math.min(L * 0.14, 10))}"`))

    // Grain: lines bunch towards the top and bottom of the log, which reads as roundness.
    const lines = o.plain ? 0 : Math.round(Math.min(20, 1.5 + detail * 2.6))
    if (detail > 1.8) {
      for (let k = 0; k < 3; k++) {
        const len = (x1 - x0) * rng.range(0.2, 0.5)
        const ex = rng.range(x0 + len / 2, x1 - len / 2)
        const ey = yt + L * rng.range(0.3, 0.7)
        const c = k % 2 ? wood.dark : wood.light
        knots.push(ellipse(ex, ey, len / 2, L * rng.range(0.1, 0.22), c, op(0.1)))
      }
    }
    for (let k = 0; k < lines; k++) {
      const u = rng.range(-1.25, 1.25)
      const y = yt + L / 2 + Math.sin(u) * L * 0.4
      const len = (x1 - x0) * rng.range(0.15, 0.7)
      const xs = rng.range(x0, x1 - len * 0.5)
      const xe = Math.min(x1 - 4, xs + len)
      const segs = Math.max(2, Math.round((xe - xs) / (70 * Math.max(1, detail * 0.6))))
      let d = `M${n(xs)} ${n(y)}`
      const amp = L * 0.018
      for (let s = 1; s <= segs; s++) {
        const x = xs + ((xe - xs) * s) / segs
        d += `Q${n(x - (xe - xs) / segs / 2)} ${n(y + rng.jitter(amp * 2))} ${n(x)} ${n(y + rng.jitter(amp))}`
      }
      ;(k % 3 === 2 ? grainLight : grainDark).push(d)
    }
    // Knots on large logs.
    if (detail > 1.8 && rng.chance(0.55)) {
      const kx = rng.range(x0 + L, x1 - L)
      const ky = yt + L * rng.range(0.35, 0.65)
      const kr = L * rng.range(0.05, 0.08)
      knots.push(
        ellipse(kx, ky, kr * 1.6, kr, wood.dark, op(0.45)) +
          ellipse(kx, ky, kr * 0.9, kr * 0.55, darken(wood.dark, 0.3), op(0.6)) +
          ellipse(kx - kr * 0.2, ky - kr * 0.15, kr * 0.35, kr * 0.2, wood.light, op(0.35)),
      )
    }
    // Checks (drying cracks) along the log.
    const nChecks = o.plain
      ? 0
      : o.weathered
        ? rng.int(1, 2) + (detail > 1.8 ? 1 : 0)
        : detail > 1.8
          ? rng.int(0, 2)
          : rng.int(0, 1)
    for (let k = 0; k < nChecks; k++) {
      const len = (x1 - x0) * rng.range(0.08, 0.35)
      const xs = rng.range(x0 + L * 0.5, x1 - len - L * 0.5)
      const yc = yt + L * rng.range(0.3, 0.62)
      const th = Math.max(0.8, L * (o.weathered ? 0.035 : 0.018))
      const m = Math.max(3, Math.round(len / (30 * Math.max(1, detail * 0.5))))
      const upper: Pt[] = []
      const lower: Pt[] = []
      let drift = 0
      for (let s = 0; s <= m; s++) {
        const t = s / m
        drift += rng.jitter(L * 0.012)
        const w = th * Math.sin(Math.PI * t) * rng.range(0.7, 1.2)
        upper.push([xs + len * t, yc + drift - w / 2])
        lower.push([xs + len * t, yc + drift + w / 2])
      }
      checks.push(pathOf([...upper, ...lower.reverse()]))
    }
  }
  const gw = Math.max(0.7, Math.min(2.2, L * 0.012))
  out.push(
    `<path d="${grainDark.join('')}" fill="none" stroke="${wood.grain}" stroke-width="${n3(gw)}"${ops(0.28)}/>`,
  )
  out.push(
    `<path d="${grainLight.join('')}" fill="none" stroke="${wood.light}" stroke-width="${n3(gw)}"${ops(0.4)}/>`,
  )
  out.push(knots.join(''))
  if (checks.length)
    out.push(`<path d="${checks.join('')}" fill="${darken(wood.dark, 0.55)}"${op(0.85)}/>`)

  const top = o.yBottom - o.courses * L
  const wallClip = doc.clip(rect(left, top, right - left, o.yBottom - top, '#000'))

  // Weathering: bleached and dark patches, old stain remnants, water streaks, rot at the bottom.
  if (o.weathered) {
    const w: string[] = []
    const span = right - left
    const patches = Math.round((span / L) * o.courses * 0.09) + 6
    for (let k = 0; k < patches; k++) {
      const x = wear.range(left, right)
      const y = wear.range(top, o.yBottom)
      const roll = wear.f()
      const c = roll < 0.45 ? '#dcd7cc' : roll < 0.8 ? '#4e4841' : '#a77c4a'
      const a =
        roll < 0.45
          ? wear.range(0.25, 0.45)
          : roll < 0.8
            ? wear.range(0.14, 0.28)
            : wear.range(0.2, 0.35)
      w.push(
        `<path d="${blob(wear, x, y, L * wear.range(1, 3.5), L * wear.range(0.16, 0.36), 8)}" fill="${c}"${op(a)}/>`,
      )
    }
    const streaks = Math.round(span / (L * 4)) + 2
    const streakFill = doc.linear([
      [0, '#3a342d', 0.55],
      [1, '#3a342d', 0],
    ])
    for (let k = 0; k < streaks; k++) {
      const x = wear.range(left + L, right - L)
      const len = L * wear.range(1.5, 4.5)
      const sw = L * wear.range(0.15, 0.45)
      const drift = wear.jitter(sw * 0.6)
      w.push(
        `<path d="M${n(x)} ${n(top)}h${n(sw)}Q${n(x + sw * 0.9 + drift)} ${n(top + len * 0.5)} ${n(x + sw * 0.5 + drift)} ${n(top + len)}Q${n(x + drift * 0.5)} ${n(top + len * 0.5)} ${n(x)} ${n(top)}Z" fill="${streakFill}"/>`,
      )
    }
    // Rot: dark, soft stains on the lowest course and the log ends near the ground.
    const rotC = '#33261c'
    const rotBlobs = o.rot === false ? 0 : Math.round(span / (L * 3.5)) + 2
    for (let k = 0; k < rotBlobs; k++) {
      const x = wear.range(left, right)
      const y = o.yBottom - L * wear.range(0.1, 0.75)
      w.push(
        `<path d="${blob(wear, x, y, L * wear.range(0.6, 1.6), L * wear.range(0.2, 0.4))}" fill="${rotC}"${op(wear.range(0.35, 0.6))}/>`,
      )
    }
    for (const [side, cx] of [
      [o.cornerL, o.x0 - o.ext * 0.8],
      [o.cornerR, o.x1 + o.ext * 0.8],
    ] as const) {
      if (!side) continue
      for (let k = 0; k < 2; k++) {
        const y = o.yBottom - L * (k + wear.range(0.2, 0.8))
        w.push(`<path d="${blob(wear, cx, y, L * 0.5, L * 0.35)}" fill="${rotC}"${op(0.5)}/>`)
      }
    }
    out.push(`<g clip-path="${wallClip}">${w.join('')}</g>`)
  }

  // Chinking between the courses.
  const chH = L * 0.16
  const cx0 = o.x0 - (o.cornerL ? o.endR * 0.2 : 0)
  const cx1 = o.x1 + (o.cornerR ? o.endR * 0.2 : 0)
  const fresh = lighten(o.weathered ? '#d8cdb6' : '#f1e9d6', 0)
  const chinkFill = o.failing
    ? doc.linear([
        [0, '#9a8e78'],
        [0.35, '#c9bc9f'],
        [1, '#d6cab0'],
      ])
    : doc.linear([
        [0, mix(fresh, '#8c7c62', 0.45)],
        [0.35, fresh],
        [1, lighten(fresh, 0.25)],
      ])
  const gap = '#2c2621'
  const chink: string[] = []
  const gaps: string[] = []
  const cracks: string[] = []
  const wavy = detail > 1.5
  const bandPath = (xa: number, xb: number, y: number): string => {
    if (!wavy)
      return pathOf([
        [xa, y - chH / 2],
        [xb, y - chH / 2],
        [xb, y + chH / 2],
        [xa, y + chH / 2],
      ])
    const topPts: Pt[] = []
    const botPts: Pt[] = []
    const steps = Math.max(2, Math.round((xb - xa) / 60))
    for (let s = 0; s <= steps; s++) {
      const x = xa + ((xb - xa) * s) / steps
      topPts.push([x, y - chH / 2 + rng.jitter(chH * 0.08)])
      botPts.push([x, y + chH / 2 + rng.jitter(chH * 0.08)])
    }
    return pathOf([...topPts, ...botPts.reverse()])
  }
  for (let i = 1; i < o.courses; i++) {
    const y = o.yBottom - i * L
    if (!o.failing) {
      chink.push(`<path d="${bandPath(cx0, cx1, y)}" fill="${chinkFill}"/>`)
      continue
    }
    // Failing chinking: dirty, cracked, pulled away from the logs and missing in places.
    chink.push(`<path d="${bandPath(cx0, cx1, y)}" fill="${chinkFill}"/>`)
    let x = cx0 + wear.range(0, L * 2)
    while (x < cx1 - L * 0.5) {
      const g = Math.min(cx1 - x, wear.range(L * 0.4, L * 2.2))
      const roll = wear.f()
      const topPts: Pt[] = []
      const botPts: Pt[] = []
      const steps = Math.max(3, Math.round(g / (L * 0.45)))
      // A missing chunk (full height) or a strip pulled away from the log above.
      const depth = roll < 0.55 ? 1 : wear.range(0.3, 0.5)
      for (let k = 0; k <= steps; k++) {
        const gx = x + (g * k) / steps
        const pinch = k === 0 || k === steps ? 0.15 : 1
        topPts.push([gx, y - chH * 0.5 - chH * 0.05])
        botPts.push([gx, y - chH * 0.5 + chH * depth * pinch * wear.range(0.75, 1.1)])
      }
      gaps.push(pathOf([...topPts, ...botPts.reverse()]))
      const run = wear.range(L * 1.2, L * 5)
      if (wear.chance(0.7)) {
        const cxs = x + g + wear.range(0, run * 0.5)
        const pts: Pt[] = []
        for (let k = 0; k < 6; k++) pts.push([cxs + k * L * 0.3, y + wear.jitter(chH * 0.3)])
        if (cxs + L * 1.6 < cx1) cracks.push(pathOf(pts, false))
      }
      x += g + run
    }
  }
  out.push(chink.join(''))
  if (gaps.length) out.push(`<path d="${gaps.join('')}" fill="${gap}"/>`)
  if (cracks.length) {
    out.push(
      `<path d="${cracks.join('')}" fill="none" stroke="${gap}" stroke-width="${n3(Math.max(0.8, L * 0.02))}"${ops(0.8)}/>`,
    )
  }

  // Dark seams between the log tails that run past the corners.
  const seams: string[] = []
  for (let i = 1; i < o.courses; i++) {
    const y = o.yBottom - i * L
    if (o.cornerR) {
      const e = Math.min(extR[i] ?? 0, extR[i - 1] ?? 0)
      seams.push(`M${n(o.x1)} ${n(y)}H${n(o.x1 + e - 2)}`)
    }
    if (o.cornerL) {
      const e = Math.min(extL[i] ?? 0, extL[i - 1] ?? 0)
      seams.push(`M${n(o.x0 - e + 2)} ${n(y)}H${n(o.x0)}`)
    }
  }
  if (seams.length) {
    out.push(
      `<path d="${seams.join('')}" stroke="#2a1f16" stroke-width="${n(Math.max(1.2, L * 0.07))}"${ops(0.55)}/>`,
    )
  }

  // Round ends of the crossing logs at the corners (saddle notches), half a course offset.
  const endFill = doc.radial([
    [0, lighten(wood.end, 0.1)],
    [0.7, wood.end],
    [0.92, wood.endDark],
    [1, wood.dark],
  ])
  const ends: string[] = []
  const endShade = o.weathered
    ? doc.linear([
        [0.3, '#4a433b', 0],
        [1, '#4a433b', 0.55],
      ])
    : null
  for (let i = o.endsFrom ?? 0; i <= o.courses; i++) {
    const y = o.yBottom - i * L
    for (const [on, x] of [
      [o.cornerL, o.x0],
      [o.cornerR, o.x1],
    ] as const) {
      if (!on) continue
      const rot = o.weathered && i <= 1
      ends.push(
        logEnd(rng, wear, x, y, o.endR * rng.range(0.94, 1.06), wood, endFill, endShade, rot),
      )
    }
  }
  out.push(ends.join(''))
  return out.join('')
}

function logEnd(
  rng: Rng,
  wear: Rng,
  cx: number,
  cy: number,
  r: number,
  wood: Wood,
  fill: string,
  shade: string | null,
  rot: boolean,
): string {
  const out: string[] = []
  out.push(circle(cx + r * 0.06, cy + r * 0.1, r, '#000', op(0.25)))
  out.push(circle(cx, cy, r, fill))
  const rings = Math.max(2, Math.min(10, Math.round(r / 9)))
  const ox = rng.jitter(r * 0.08)
  const oy = rng.jitter(r * 0.08)
  const d: string[] = []
  for (let k = 1; k <= rings; k++) {
    const rr = (r * 0.86 * k) / (rings + 0.4)
    const t = k / rings
    const rx = rr * rng.range(0.96, 1.04)
    const ry = rr * rng.range(0.96, 1.04)
    const ex = cx + ox * (1 - t)
    const ey = cy + oy * (1 - t)
    d.push(
      `M${n(ex - rx)} ${n(ey)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0`,
    )
  }
  out.push(
    `<path d="${d.join('')}" fill="none" stroke="${wood.endDark}" stroke-width="${n3(Math.max(0.6, r * 0.022))}"${ops(0.55)}/>`,
  )
  out.push(circle(cx + ox, cy + oy, Math.max(0.8, r * 0.05), wood.dark, op(0.8)))
  out.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.96)}" fill="none" stroke="${wood.dark}" stroke-width="${n3(Math.max(1, r * 0.09))}"/>`,
  )
  if (r > 12 || shade) {
    const a = rng.range(0, Math.PI * 2)
    const spread = shade ? 0.09 : 0.05
    const inner = r * rng.range(0.05, 0.3)
    out.push(
      `<path d="${pathOf([
        [cx + ox + Math.cos(a) * inner, cy + oy + Math.sin(a) * inner],
        [cx + Math.cos(a - spread) * r * 0.95, cy + Math.sin(a - spread) * r * 0.95],
        [cx + Math.cos(a + spread) * r * 0.95, cy + Math.sin(a + spread) * r * 0.95],
      ])}" fill="#2a1f16"${op(0.75)}/>`,
    )
  }
  if (shade) out.push(circle(cx, cy, r * 0.95, shade))
  if (rot) {
    const s = r * 0.8
    out.push(
      `<path d="M${n(cx - s)} ${n(cy + r * 0.55)}a${n(r)} ${n(r)} 0 0 0 ${n(s * 2)} 0z" fill="#2e2219"${op(0.75)}/>`,
    )
    out.push(
      `<path d="${blob(wear, cx + rng.jitter(r * 0.3), cy + r * 0.3, r * 0.35, r * 0.25)}" fill="#2e2219"${op(0.6)}/>`,
    )
  }
  return out.join('')
}

// ---------------------------------------------------------------------------------------------
// The house
// ---------------------------------------------------------------------------------------------

interface HouseSpec {
  w: number
  stories: 1 | 2
  /** Courses below the porch beam (all of them on a single-storey house). */
  porchCourses: number
  courses: number
  logH: number
  pitch: number
  roof: 'metal' | 'shingle'
  roofColor: string
  stain: Wood
  trim: string
  door: string
  gableFrac: number
  gableShift: number
  gableFace: 'logs' | 'boards'
  truss: boolean
  windows: number
  paneCols: number
  paneRows: number
  chimney: -1 | 0 | 1
  deck: 'porch' | 'full'
  doorSide: -1 | 1
  stone: string
  seed: number
}

function houseSpec(key: number): HouseSpec {
  const r = new Rng(hashSeed(key, 'house'))
  const roof = r.chance(0.55) ? 'metal' : 'shingle'
  const stories = r.chance(0.35) ? 2 : 1
  const courses = stories === 2 ? r.int(15, 17) : r.int(9, 11)
  return {
    w: r.range(640, 820),
    stories,
    porchCourses: stories === 2 ? r.int(8, 9) : courses,
    courses,
    logH: stories === 2 ? r.range(24, 27) : r.range(26, 30),
    pitch: r.range(0.5, 0.95),
    roof,
    roofColor:
      roof === 'metal'
        ? r.pick(['#3f6b4b', '#2f5a45', '#4b6f40', '#36584f'])
        : r.pick(['#4a4541', '#3b3838', '#55483f']),
    stain: r.pick(STAINS),
    trim: r.pick(['#efe6d3', '#3b2a1e', '#2f4a3a', '#efe6d3', '#6e2d22']),
    door: r.pick(['#7a2e22', '#3f5a3a', '#5a3820', '#2f3f4f']),
    gableFrac: r.range(0.34, 0.44),
    gableShift: r.pick([-0.7, -0.35, 0, 0, 0.35, 0.7]),
    gableFace: r.chance(0.6) ? 'logs' : 'boards',
    truss: r.chance(0.45),
    windows: r.int(2, 4),
    paneCols: r.int(2, 3),
    paneRows: r.int(1, 2),
    chimney: r.pick([-1, 1, 1, 0] as const),
    deck: r.chance(0.55) ? 'full' : 'porch',
    doorSide: r.chance(0.5) ? -1 : 1,
    stone: r.pick(['#8f8a80', '#9a8f7e', '#7f8486']),
    seed: hashSeed(key, 'house-detail'),
  }
}

interface HouseLook {
  weathered: boolean
  glow: boolean
  /** Skip the finest texture (for small, distant houses). */
  small?: boolean
}

interface HouseOut {
  svg: string
  doorX: number
  left: number
  right: number
  top: number
  ground: number
}

function stonePattern(doc: Doc, base: string, x: number, y: number, s: number): string {
  const a = lighten(base, 0.12)
  const b = darken(base, 0.1)
  const c = lighten(base, 0.22)
  const line = darken(base, 0.45)
  const w = 60 * s
  const h = 28 * s
  const st = (sx: number, sy: number, sw: number, sh: number, f: string): string =>
    rect(
      sx * s,
      sy * s,
      sw * s,
      sh * s,
      f,
      ` rx="${n(5 * s)}" stroke="${line}" stroke-width="${n3(1.2 * s)}"`,
    )
  return doc.pattern(
    x,
    y,
    w,
    h,
    rect(0, 0, w, h, darken(base, 0.35)) +
      st(1, 1, 24, 12, a) +
      st(26, 1, 33, 12, b) +
      st(1, 15, 14, 12, c) +
      st(16, 15, 27, 12, base) +
      st(44, 15, 15, 12, a),
  )
}

function drawWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {
    trim: string
    glass: string
    cols: number
    rows: number
    weathered: boolean
    wear: Rng
    streak: string
  },
): string {
  const t = Math.max(3, Math.min(w, h) * 0.07)
  const out: string[] = []
  const trim = o.weathered ? mix(o.trim, '#a9a397', 0.6) : o.trim
  out.push(rect(x - t * 2.2, y - t * 2.6, w + t * 4.4, h + t * 4.2, darken(trim, 0.12)))
  out.push(rect(x - t, y - t, w + t * 2, h + t * 2, trim))
  out.push(rect(x, y, w, h, o.glass))
  out.push(
    `<path d="${pathOf([
      [x + w * 0.15, y + h],
      [x + w * 0.55, y],
      [x + w * 0.75, y],
      [x + w * 0.35, y + h],
    ])}" fill="#ffffff"${op(o.weathered ? 0.08 : 0.16)}/>`,
  )
  out.push(rect(x, y, w, h * 0.08, '#000', op(0.18)))
  const mull: string[] = []
  for (let c = 1; c < o.cols; c++) mull.push(`M${n(x + (w * c) / o.cols)} ${n(y)}v${n(h)}`)
  for (let r = 1; r < o.rows; r++) mull.push(`M${n(x)} ${n(y + (h * r) / o.rows)}h${n(w)}`)
  if (mull.length)
    out.push(`<path d="${mull.join('')}" stroke="${trim}" stroke-width="${n(t * 0.8)}"/>`)
  out.push(rect(x - t * 2.4, y + h + t * 0.6, w + t * 4.8, t * 1.5, lighten(trim, 0.08)))
  out.push(rect(x - t * 2.4, y + h + t * 2.1, w + t * 4.8, t * 0.6, '#000', op(0.25)))
  if (o.weathered) {
    out.push(rect(x + w * o.wear.range(0.1, 0.6), y + h + t * 2.4, w * 0.25, h * 0.5, o.streak))
    out.push(rect(x - t * 2.2, y - t * 2.6, w * 0.3, t * 1.2, '#6a645b', op(0.4)))
  }
  return out.join('')
}

function drawHouse(doc: Doc, s: HouseSpec, look: HouseLook): HouseOut {
  const wear = new Rng((s.seed ^ 0x5bd1e995) >>> 0)
  const W = s.w
  const L = s.logH
  const H = s.courses * L
  const top = -H
  const G = L * 1.3
  const ext = L * 1.35
  const endR = L * 0.56
  const wood = look.weathered ? WEATHERED : s.stain
  const out: string[] = []

  const ov = L * 1.1
  const roofL = -W / 2 - ext - ov
  const roofR = W / 2 + ext + ov
  const eaveY = top + L * 0.45
  const roofH = W * (0.13 + 0.12 * s.pitch)
  const ridgeY = eaveY - roofH
  const gw = W * s.gableFrac
  const gx = s.gableShift * (W / 2 - gw / 2 - L * 2.5)
  const beamH = L * 0.95
  const porchTop = -s.porchCourses * L
  const beamBot = porchTop + L * 0.75
  const gb = beamBot - beamH
  const gh = Math.min((gw / 2) * (s.pitch * 1.1 + 0.2), gb - ridgeY - L * 0.6)
  const apexY = gb - gh
  const postW = L * 0.85
  const postL = gx - gw / 2 + L * 0.4
  const postR = gx + gw / 2 - L * 0.4 - postW
  const doorW = L * 3.4
  const doorH = Math.min(L * 7.4, -porchTop - L * 1.6)
  const inner = postR - (postL + postW)
  const centred = inner > doorW + L * 10
  const doorX = centred ? gx : gx + s.doorSide * Math.max(0, inner / 2 - doorW / 2 - L * 1.2)
  const sill = -L * 2.9
  const winTop = -doorH
  const winH = sill - winTop

  const glass = look.weathered
    ? doc.linear([
        [0, '#aab1b3'],
        [0.5, '#737c80'],
        [1, '#4e575b'],
      ])
    : look.glow
      ? doc.linear([
          [0, '#ffe7ad'],
          [0.55, '#f3b866'],
          [1, '#b9763c'],
        ])
      : doc.linear([
          [0, '#d8ebf5'],
          [0.45, '#7fa3be'],
          [1, '#3d5d76'],
        ])
  const streak = doc.linear([
    [0, '#3a342d', 0.5],
    [1, '#3a342d', 0],
  ])

  // Walls.
  out.push(
    logWall(doc, {
      x0: -W / 2,
      x1: W / 2,
      yBottom: 0,
      courses: s.courses,
      logH: L,
      wood,
      weathered: look.weathered,
      failing: look.weathered,
      cornerL: true,
      cornerR: true,
      ext,
      endR,
      rng: new Rng(s.seed + 1),
      wear: new Rng(s.seed + 2),
      endsFrom: 1,
      plain: look.small,
    }),
  )
  // Foundation.
  out.push(
    rect(-W / 2 - ext * 0.7, 0, W + ext * 1.4, G, stonePattern(doc, s.stone, -W / 2, 0, L / 28)),
  )
  out.push(rect(-W / 2 - ext * 0.7, 0, W + ext * 1.4, L * 0.25, '#000', op(0.3)))

  // Windows along the wall (not under the porch), plus one under the porch if it fits.
  const winOpts = {
    trim: s.trim,
    glass,
    cols: s.paneCols,
    rows: s.paneRows,
    weathered: look.weathered,
    wear,
    streak,
  }
  const segs: Array<[number, number]> = [
    [-W / 2 + endR + L * 1.4, gx - gw / 2 - L * 1.4],
    [gx + gw / 2 + L * 1.4, W / 2 - endR - L * 1.4],
  ]
  const lens = segs.map(([a, b]) => Math.max(0, b - a))
  const total = (lens[0] ?? 0) + (lens[1] ?? 0)
  let nL = Math.round((s.windows * (lens[0] ?? 0)) / Math.max(1, total))
  let nR = s.windows - nL
  const fit = (len: number, k: number): number => {
    let m = k
    while (m > 0 && len / m < L * 4.6) m -= 1
    return m
  }
  nL = fit(lens[0] ?? 0, nL)
  nR = fit(lens[1] ?? 0, nR)
  segs.forEach(([a, b], si) => {
    const k = si === 0 ? nL : nR
    if (k <= 0) return
    const slot = (b - a) / k
    const ww = Math.min(L * 5.2, slot - L * 1.8)
    for (let i = 0; i < k; i++) {
      const cx = a + slot * (i + 0.5)
      out.push(drawWindow(cx - ww / 2, winTop, ww, winH, winOpts))
    }
  })
  const porchWins: number[] = []
  if (centred) {
    const off = doorW / 2 + (inner / 2 - doorW / 2) / 2
    porchWins.push(gx - off, gx + off)
  } else {
    const space = inner - doorW - L * 1.2
    if (space > L * 4.4)
      porchWins.push(gx - s.doorSide * (inner / 2 - (space - L * 1.2) / 2 - L * 0.4))
  }
  for (const px of porchWins) {
    const room = centred ? inner / 2 - doorW / 2 - L * 1.4 : inner - doorW - L * 3
    const ww = Math.min(L * 4.2, room)
    out.push(drawWindow(px - ww / 2, winTop, ww, winH, winOpts))
  }
  // Upper-floor windows beside the porch gable.
  if (s.stories === 2) {
    const uSill = porchTop - L * 1.3
    const uTop = Math.max(top + L * 1.7, uSill - L * 4.4)
    const upper: Array<[number, number]> = [
      [-W / 2 + endR + L * 1.4, gx - gw / 2 - L * 0.8],
      [gx + gw / 2 + L * 0.8, W / 2 - endR - L * 1.4],
    ]
    for (const [a, b] of upper) {
      const k = fit(b - a, Math.max(1, Math.round((b - a) / (L * 9))))
      if (k <= 0) continue
      const slot = (b - a) / k
      const ww = Math.min(L * 4.6, slot - L * 1.8)
      for (let i = 0; i < k; i++)
        out.push(drawWindow(a + slot * (i + 0.5) - ww / 2, uTop, ww, uSill - uTop, winOpts))
    }
  }

  // Door.
  const doorCol = look.weathered ? mix(s.door, '#8c857a', 0.55) : s.door
  const dx = doorX - doorW / 2
  out.push(
    rect(
      dx - L * 0.45,
      -doorH - L * 0.45,
      doorW + L * 0.9,
      doorH + L * 0.45,
      look.weathered ? '#8f887c' : darken(s.trim, 0.1),
    ),
  )
  out.push(
    rect(
      dx,
      -doorH,
      doorW,
      doorH,
      doc.linear(
        [
          [0, lighten(doorCol, 0.12)],
          [1, darken(doorCol, 0.2)],
        ],
        [0, 0, 1, 0],
      ),
    ),
  )
  const panel = `fill="none" stroke="${darken(doorCol, 0.35)}" stroke-width="${n(L * 0.1)}"`
  out.push(
    `<rect x="${n(dx + doorW * 0.15)}" y="${n(-doorH * 0.45)}" width="${n(doorW * 0.7)}" height="${n(doorH * 0.33)}" ${panel}/>`,
  )
  out.push(rect(dx + doorW * 0.18, -doorH * 0.9, doorW * 0.64, doorH * 0.36, glass))
  out.push(circle(dx + doorW * 0.84, -doorH * 0.48, L * 0.16, '#d9b35c'))

  // Shade of the porch roof and of the eaves on the wall.
  out.push(
    rect(
      gx - gw / 2,
      beamBot,
      gw,
      -beamBot,
      doc.linear([
        [0, '#1d140c', 0.38],
        [1, '#1d140c', 0.08],
      ]),
    ),
  )
  out.push(
    rect(
      -W / 2 - ext,
      eaveY - 2,
      W + ext * 2,
      L * 2.4,
      doc.linear([
        [0, '#1d140c', 0.45],
        [1, '#1d140c', 0],
      ]),
    ),
  )

  // Main roof.
  const roofBase = look.weathered
    ? mix(s.roofColor, s.roof === 'metal' ? '#a1a69c' : '#958e84', 0.68)
    : s.roofColor
  const k = L / 28
  const roofTex =
    s.roof === 'metal'
      ? doc.pattern(
          roofL,
          0,
          24 * k,
          40,
          rect(0, 0, 24 * k, 40, roofBase) +
            rect(0, 0, 2.6 * k, 40, darken(roofBase, 0.3)) +
            rect(2.6 * k, 0, 1.6 * k, 40, lighten(roofBase, 0.25)),
        )
      : doc.pattern(
          roofL,
          ridgeY,
          36 * k,
          24 * k,
          rect(0, 0, 36 * k, 24 * k, roofBase) +
            rect(0, 0, 18 * k, 12 * k, lighten(roofBase, 0.05)) +
            rect(18 * k, 12 * k, 18 * k, 12 * k, darken(roofBase, 0.05)) +
            `<path d="M0 ${n(11 * k)}h${n(36 * k)}M0 ${n(23 * k)}h${n(36 * k)}M${n(9 * k)} 0v${n(12 * k)}M${n(27 * k)} ${n(12 * k)}v${n(12 * k)}" stroke="${darken(roofBase, 0.4)}" stroke-width="${n3(1.6 * k)}"/>`,
        )
  out.push(rect(roofL, ridgeY, roofR - roofL, roofH, roofTex))
  out.push(
    rect(
      roofL,
      ridgeY,
      roofR - roofL,
      roofH,
      doc.linear([
        [0, '#ffffff', look.weathered ? 0.1 : 0.16],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.18],
      ]),
    ),
  )
  if (look.weathered) {
    const roofClip = doc.clip(rect(roofL, ridgeY, roofR - roofL, roofH, '#000'))
    const w: string[] = []
    if (s.roof === 'metal') {
      const rust = doc.linear([
        [0, '#8a4f2c', 0.15],
        [1, '#8a4f2c', 0.8],
      ])
      for (let i = 0; i < 22; i++) {
        const x = wear.range(roofL, roofR)
        const y = ridgeY + roofH * wear.range(0.05, 0.7)
        w.push(rect(x, y, L * wear.range(0.15, 0.5), eaveY - y, rust))
      }
      for (let i = 0; i < 5; i++) {
        w.push(
          `<path d="${blob(wear, wear.range(roofL, roofR), eaveY - roofH * wear.range(0.05, 0.3), L * 2, L * 0.6)}" fill="#8a4f2c"${op(0.45)}/>`,
        )
      }
    } else {
      for (let i = 0; i < 9; i++) {
        w.push(
          rect(
            wear.range(roofL, roofR),
            ridgeY + roofH * wear.range(0.1, 0.85),
            L * 0.6,
            L * 0.38,
            '#2a2624',
            op(0.8),
          ),
        )
      }
      for (let i = 0; i < 6; i++) {
        w.push(
          `<path d="${blob(wear, wear.range(roofL, roofR), eaveY - roofH * wear.range(0.05, 0.35), L * 1.5, L * 0.5)}" fill="#6f7b3c"${op(0.45)}/>`,
        )
      }
    }
    for (let i = 0; i < 8; i++) {
      w.push(
        ellipse(
          wear.range(roofL, roofR),
          wear.range(ridgeY, eaveY),
          L * 2.5,
          L * 0.7,
          '#d8d4ca',
          op(0.16),
        ),
      )
    }
    out.push(`<g clip-path="${roofClip}">${w.join('')}</g>`)
  }
  const fascia = look.weathered ? '#77716a' : darken(wood.dark, 0.1)
  out.push(rect(roofL - 2, eaveY - L * 0.5, roofR - roofL + 4, L * 0.5, fascia))
  out.push(rect(roofL - 2, eaveY - L * 0.5, roofR - roofL + 4, L * 0.12, lighten(fascia, 0.2)))
  out.push(rect(roofL - 4, ridgeY - L * 0.22, roofR - roofL + 8, L * 0.4, darken(roofBase, 0.25)))
  out.push(rect(roofL - 2, ridgeY, L * 0.28, roofH, darken(roofBase, 0.3)))
  out.push(rect(roofR - L * 0.28 + 2, ridgeY, L * 0.28, roofH, darken(roofBase, 0.3)))

  // Stone chimney.
  if (s.chimney !== 0) {
    const cw = L * 2.5
    let cxm = s.chimney * (W / 2 - W * 0.12)
    if (Math.abs(cxm - gx) < gw / 2 + cw) cxm = -s.chimney * (W / 2 - W * 0.12)
    if (Math.abs(cxm - gx) >= gw / 2 + cw) {
      const y0 = ridgeY - L * 1.8
      const y1 = ridgeY + roofH * 0.45
      out.push(
        rect(cxm - cw / 2, y0, cw, y1 - y0, stonePattern(doc, s.stone, cxm - cw / 2, y0, L / 32)),
      )
      out.push(rect(cxm + cw * 0.15, y0, cw * 0.35, y1 - y0, '#000', op(0.18)))
      out.push(
        rect(
          cxm - cw / 2 - L * 0.3,
          y0 - L * 0.45,
          cw + L * 0.6,
          L * 0.5,
          look.weathered ? '#8c8880' : '#a6a29a',
        ),
      )
      out.push(rect(cxm - cw / 2, y1 - L * 0.5, cw, L * 0.5, '#000', op(0.2)))
    }
  }

  // Front gable over the porch.
  const tri: Pt[] = [
    [gx - gw / 2, gb],
    [gx, apexY],
    [gx + gw / 2, gb],
  ]
  const triClip = doc.clip(`<path d="${pathOf(tri)}"/>`)
  let face: string
  if (s.truss) {
    const glassTri: Pt[] = [
      [gx - gw / 2 + L * 0.6, gb],
      [gx, apexY + L * 0.7],
      [gx + gw / 2 - L * 0.6, gb],
    ]
    const cols = 6
    const mull: string[] = []
    for (let c = 1; c < cols; c++)
      mull.push(`M${n(gx - gw / 2 + (gw * c) / cols)} ${n(apexY)}V${n(gb)}`)
    mull.push(`M${n(gx - gw / 2)} ${n(gb - gh * 0.45)}h${n(gw)}`)
    face =
      rect(gx - gw / 2, apexY, gw, gh, look.weathered ? '#8d877c' : darken(s.trim, 0.05)) +
      `<path d="${pathOf(glassTri)}" fill="${glass}"/>` +
      `<path d="${pathOf([
        [gx - gw * 0.15, gb],
        [gx + gw * 0.05, apexY],
        [gx + gw * 0.15, apexY],
        [gx - gw * 0.05, gb],
      ])}" fill="#ffffff"${op(0.12)}/>` +
      `<path d="${mull.join('')}" stroke="${look.weathered ? '#8d877c' : s.trim}" stroke-width="${n(L * 0.2)}"/>`
  } else if (s.gableFace === 'logs') {
    face = logWall(doc, {
      x0: gx - gw / 2,
      x1: gx + gw / 2,
      yBottom: gb,
      courses: Math.ceil(gh / L) + 1,
      logH: L,
      wood,
      weathered: look.weathered,
      failing: look.weathered,
      cornerL: false,
      cornerR: false,
      ext: 0,
      endR,
      rng: new Rng(s.seed + 3),
      wear: new Rng(s.seed + 4),
      rot: false,
      plain: look.small,
    })
  } else {
    const bw = L * 0.9
    const boards = doc.pattern(
      gx - gw / 2,
      0,
      bw,
      40,
      rect(0, 0, bw, 40, mix(wood.base, wood.dark, 0.15)) +
        rect(0, 0, bw * 0.22, 40, mix(wood.base, wood.light, 0.35)) +
        rect(bw * 0.22, 0, bw * 0.06, 40, darken(wood.dark, 0.2), op(0.6)),
    )
    face = rect(gx - gw / 2, apexY, gw, gh, boards)
  }
  out.push(`<g clip-path="${triClip}">${face}</g>`)
  if (!s.truss) {
    const gwW = gw * 0.26
    const gwH = gh * 0.4
    out.push(
      drawWindow(gx - gwW / 2, gb - gh * 0.14 - gwH, gwW, gwH, { ...winOpts, cols: 2, rows: 1 }),
    )
  }
  // Shade under the gable rakes.
  out.push(
    `<path d="${pathOf([
      [gx - gw / 2, gb],
      [gx, apexY],
      [gx + gw / 2, gb],
      [gx + gw / 2 - L * 0.6, gb],
      [gx, apexY + L * 1.3],
      [gx - gw / 2 + L * 0.6, gb],
    ])}" fill="#000"${op(0.25)}/>`,
  )
  // Heavy timber truss.
  const logFill = woodFills(doc, wood)[0] as string
  const postFill = doc.linear(
    [
      [0, mix(wood.base, wood.dark, 0.6)],
      [0.3, mix(wood.base, wood.light, 0.45)],
      [0.7, wood.base],
      [1, mix(wood.base, wood.dark, 0.7)],
    ],
    [0, 0, 1, 0],
  )
  if (s.truss) {
    const tieY = gb - gh * 0.32
    const half = (gw / 2) * (1 - 0.32)
    out.push(rect(gx - half, tieY - L * 0.4, half * 2, L * 0.8, logFill, ` rx="${n(L * 0.3)}"`))
    out.push(rect(gx - L * 0.38, apexY + L * 0.3, L * 0.76, tieY - apexY - L * 0.3, postFill))
    const strut = (dir: number): string =>
      `<path d="${pathOf([
        [gx + dir * L * 0.3, tieY - L * 0.4],
        [gx + dir * half * 0.55, gb - gh * 0.32 - (gh - gh * 0.32) * 0.42],
        [gx + dir * half * 0.65, gb - gh * 0.32 - (gh - gh * 0.32) * 0.34],
        [gx + dir * L * 0.3, tieY + L * 0.1],
      ])}" fill="${mix(wood.base, wood.dark, 0.25)}"/>`
    out.push(strut(-1), strut(1))
  }
  // Gable roof edges.
  const slope = gh / (gw / 2)
  const ovg = L * 1.3
  const tb = L * 0.7
  const lx = gx - gw / 2 - ovg
  const rx = gx + gw / 2 + ovg
  const ly = gb + ovg * slope
  const apexOff = tb * Math.sqrt(1 + slope * slope)
  out.push(
    `<path d="${pathOf([
      [lx, ly - tb],
      [gx, apexY - apexOff],
      [rx, ly - tb],
      [rx, ly],
      [gx, apexY],
      [lx, ly],
    ])}" fill="${darken(roofBase, 0.05)}"/>`,
  )
  out.push(
    `<path d="${pathOf([
      [lx, ly - tb],
      [gx, apexY - apexOff],
      [rx, ly - tb],
      [rx, ly - tb * 0.7],
      [gx, apexY - apexOff * 0.7],
      [lx, ly - tb * 0.7],
    ])}" fill="${lighten(roofBase, 0.2)}"/>`,
  )
  const fw = L * 0.35
  const fOff = fw * Math.sqrt(1 + slope * slope)
  out.push(
    `<path d="${pathOf([
      [lx, ly],
      [gx, apexY],
      [rx, ly],
      [rx, ly + fw],
      [gx, apexY + fOff],
      [lx, ly + fw],
    ])}" fill="${fascia}"/>`,
  )
  // Beam across the porch posts.
  out.push(
    rect(
      gx - gw / 2 - L * 0.4,
      beamBot - beamH,
      gw + L * 0.8,
      beamH,
      logFill,
      ` rx="${n(L * 0.3)}"`,
    ),
  )

  // Deck.
  const deckL = s.deck === 'full' ? -W / 2 + L * 0.4 : gx - gw / 2 - L * 2.2
  const deckR = s.deck === 'full' ? W / 2 - L * 0.4 : gx + gw / 2 + L * 2.2
  const deckWood = look.weathered ? '#8f897e' : mix(wood.base, wood.dark, 0.2)
  out.push(rect(deckL, L * 0.3, deckR - deckL, G - L * 0.3, '#241c15'))
  for (let x = deckL + L * 0.6; x < deckR; x += L * 3.6)
    out.push(rect(x, L * 0.3, L * 0.5, G - L * 0.3, darken(deckWood, 0.35)))
  out.push(rect(deckL - L * 0.2, -L * 0.2, deckR - deckL + L * 0.4, L * 0.55, deckWood))
  out.push(
    rect(deckL - L * 0.2, -L * 0.2, deckR - deckL + L * 0.4, L * 0.12, lighten(deckWood, 0.25)),
  )

  // Railings, with an opening for the steps.
  const openL = doorX - doorW / 2 - L * 0.9
  const openR = doorX + doorW / 2 + L * 0.9
  const railH = L * 3.3
  const railCol = look.weathered ? '#9a948a' : mix(wood.base, wood.light, 0.15)
  const rails: string[] = []
  const bal: string[] = []
  const runs: Array<[number, number]> = [
    [deckL, openL],
    [openR, deckR],
  ]
  for (const [a, b] of runs) {
    if (b - a < L) continue
    rails.push(rect(a, -railH - L * 0.4, b - a, L * 0.42, railCol, ` rx="${n(L * 0.2)}"`))
    rails.push(rect(a, -railH - L * 0.4, b - a, L * 0.12, lighten(railCol, 0.3)))
    rails.push(rect(a, -L * 0.75, b - a, L * 0.3, darken(railCol, 0.1)))
    for (let x = a + L * 0.55; x < b - L * 0.3; x += L * 0.62) {
      if (look.weathered && wear.chance(0.05)) continue
      bal.push(`M${n(x)} ${n(-railH)}V${n(-L * 0.45)}`)
    }
    rails.push(rect(a - L * 0.3, -railH - L * 0.7, L * 0.6, railH + L * 0.7, postFill))
    rails.push(rect(b - L * 0.3, -railH - L * 0.7, L * 0.6, railH + L * 0.7, postFill))
  }
  out.push(
    `<path d="${bal.join('')}" stroke="${darken(railCol, 0.12)}" stroke-width="${n(L * 0.2)}"/>`,
  )
  out.push(rails.join(''))
  // Porch posts.
  for (const px of [postL, postR]) {
    out.push(rect(px, beamBot - L * 0.1, postW, -beamBot + L * 0.1, postFill))
    out.push(rect(px - L * 0.12, -L * 0.35, postW + L * 0.24, L * 0.35, darken(deckWood, 0.1)))
  }
  // Steps.
  const sw = doorW + L * 1.6
  const stepCol = look.weathered ? '#8b857b' : mix(wood.base, wood.dark, 0.15)
  out.push(rect(doorX - sw / 2, L * 0.35, sw, L * 0.45, stepCol))
  out.push(rect(doorX - sw / 2, L * 0.35, sw, L * 0.1, lighten(stepCol, 0.25)))
  out.push(
    rect(doorX - sw / 2 - L * 0.35, L * 0.8, sw + L * 0.7, G - L * 0.8, darken(stepCol, 0.05)),
  )
  out.push(rect(doorX - sw / 2 - L * 0.35, L * 0.8, sw + L * 0.7, L * 0.1, lighten(stepCol, 0.25)))

  return {
    svg: out.join(''),
    doorX,
    left: roofL,
    right: roofR,
    top: ridgeY - L * 2.2,
    ground: G,
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

function houseScene(
  doc: Doc,
  variant: number,
  weathered: boolean,
): { body: string; focus: number } {
  // 'after' N + 1 is the restored version of 'before' N (see the header comment).
  const key = weathered ? variant : variant - 1
  const spec = houseSpec(key)
  const lay = new Rng(hashSeed(key, 'layout'))
  const look = new Rng(hashSeed(variant, weathered ? 'look-before' : 'look-after'))
  const sky = weathered ? look.pick(GREY_SKIES) : look.pick(SKIES)
  const season = weathered
    ? SEASONS.dry
    : look.pick([SEASONS.summer, SEASONS.summer, SEASONS.autumn, SEASONS.late])
  const env = envOf(sky, season)
  const out: string[] = []
  const horizon = 650
  const cx = 800 + lay.jitter(70)
  const baseY = 805 + lay.jitter(12)
  const sunX = look.range(150, 1450)
  const sunY = sky.warm > 0.2 ? look.range(380, 450) : look.range(90, 200)
  out.push(skyBackdrop(doc, look, env, horizon, sunX, sunY))

  const far = makeRange(lay, {
    x0: -60,
    x1: VW + 60,
    base: 610,
    top: [170, 300],
    peaks: lay.int(5, 7),
    rough: 0.2,
  })
  out.push(
    drawRange(doc, lay, far, {
      top: lighten(env.farRock, 0.1),
      base: mix(env.farRock, env.haze, 0.6),
      shadow: env.shadow,
      shadowOp: 0.18,
      snow: mix(env.snow, env.farRock, 0.15),
      snowY: 250 + season.snowLift,
    }),
  )
  const main = makeRange(lay, {
    x0: -60,
    x1: VW + 60,
    base: 660,
    top: [250, 400],
    peaks: lay.int(3, 5),
    rough: 0.22,
  })
  out.push(
    drawRange(doc, lay, main, {
      top: env.rockTop,
      base: mix(env.rock, env.haze, 0.45),
      shadow: env.shadow,
      shadowOp: 0.3,
      snow: env.snow,
      snowY: 330 + season.snowLift,
    }),
  )
  const hill1 = forestHill(doc, lay, {
    x0: -40,
    x1: VW + 40,
    y: 585,
    amp: 35,
    knots: 6,
    fill: mix(env.forest, env.haze, 0.3),
    fillBase: mix(env.forest, env.haze, 0.45),
    tree: mix(env.forest, env.haze, 0.22),
    treeH: [14, 30],
    gap: [7, 13],
    base: 720,
    inner: 40,
  })
  out.push(hill1.svg)
  const hill2 = forestHill(doc, lay, {
    x0: -40,
    x1: VW + 40,
    y: 640,
    amp: 22,
    knots: 5,
    fill: env.forest,
    fillBase: mix(env.forest, season.grassFar, 0.4),
    tree: darken(env.forest, 0.08),
    treeH: [22, 44],
    gap: [9, 17],
    base: 740,
    inner: 30,
  })
  out.push(hill2.svg)
  // Meadow.
  out.push(
    rect(
      0,
      690,
      VW,
      VH - 690,
      doc.linear(
        [
          [0, season.grassFar],
          [1, season.grassNear],
        ],
        [0, 690, 0, VH],
        true,
      ),
    ),
  )
  out.push(
    `<path d="${pathOf(
      spline(
        [
          [-20, 700],
          [400, 688],
          [900, 704],
          [1300, 690],
          [1620, 700],
        ],
        6,
      ).concat([
        [1620, 740],
        [-20, 740],
      ]),
    )}" fill="${mix(season.grassFar, env.haze, 0.25)}"${op(0.6)}/>`,
  )

  const house = drawHouse(doc, spec, { weathered, glow: sky.windowGlow })
  const sc = spec.stories === 2 ? 0.86 : 1
  const hl = cx + house.left * sc
  const hr = cx + house.right * sc

  // Trees behind the house.
  const back: string[] = []
  const nBack = lay.int(3, 5)
  for (let i = 0; i < nBack; i++) {
    const side = i % 2 === 0 ? -1 : 1
    const x = side < 0 ? hl + lay.range(-90, 140) : hr + lay.range(-140, 90)
    const h = lay.range(240, 400)
    back.push(pine(lay, x, baseY - lay.range(10, 40), h, env.season.pine, env.season.pineShade))
  }
  for (let i = 0; i < 9; i++) {
    const x = lay.range(0, VW)
    back.push(
      pine(
        lay,
        x,
        lay.range(690, 715),
        lay.range(50, 110),
        mix(season.pine, env.haze, 0.2),
        season.pineShade,
      ),
    )
  }
  out.push(back.join(''))
  // Aspens to the sides, mid distance.
  const asp: string[] = []
  const nAsp = lay.int(2, 5)
  for (let i = 0; i < nAsp; i++) {
    const x = i % 2 === 0 ? lay.range(hl - 260, hl - 30) : lay.range(hr + 30, hr + 260)
    asp.push(aspen(lay, x, lay.range(770, 800), lay.range(160, 240), season.leaves))
  }
  out.push(asp.join(''))

  // The house itself.
  out.push(
    `<g transform="translate(${n(cx)} ${n(baseY - house.ground * sc)}) scale(${sc})">${house.svg}</g>`,
  )

  // Yard, path and planting.
  const doorAbs = cx + house.doorX * sc
  const pathCol = weathered ? '#b8ad93' : '#cfbf9c'
  out.push(
    `<path d="${pathOf([
      [doorAbs - 42, baseY],
      [doorAbs + 42, baseY],
      [doorAbs + 120, 880],
      [doorAbs + 60, VH + 10],
      [doorAbs - 210, VH + 10],
      [doorAbs - 120, 880],
    ])}" fill="${pathCol}"/>`,
  )
  out.push(rect(hl + 40, baseY - 2, hr - hl - 80, 6, '#000', op(0.12)))
  const plants: string[] = []
  for (let i = 0; i < 5; i++) {
    const x = cx + lay.range(-spec.w / 2, spec.w / 2) * sc
    if (Math.abs(x - doorAbs) < 90) continue
    plants.push(
      bush(
        lay,
        x,
        baseY + 10,
        lay.range(18, 30),
        weathered ? '#6f7450' : darken(season.grassNear, 0.15),
      ),
    )
  }
  for (let i = 0; i < 3; i++) {
    const x = lay.range(200, 1400)
    if (Math.abs(x - doorAbs) < 240) continue
    plants.push(
      rock(lay, x, lay.range(900, 980), lay.range(40, 90), weathered ? '#8f8b84' : '#9a958c'),
    )
  }
  out.push(plants.join(''))
  out.push(grassStrokes(lay, 0, VW, 820, VH, 200, season.grassDark))
  if (!weathered && season.flowers.length) {
    const fl: string[] = []
    for (let i = 0; i < 60; i++) {
      fl.push(
        circle(
          look.range(0, VW),
          look.range(840, 995),
          look.range(2, 4),
          look.pick(season.flowers),
        ),
      )
    }
    out.push(fl.join(''))
  }
  if (weathered) {
    const weeds: string[] = []
    for (let i = 0; i < 14; i++) {
      const x = look.range(hl + 40, hr - 40)
      if (Math.abs(x - doorAbs) < 80) continue
      weeds.push(bush(look, x, baseY + 6, look.range(8, 14), '#8a8455'))
    }
    out.push(weeds.join(''))
  }

  // Framing pines in front, kept clear of the house.
  const front: string[] = []
  const nLeft = lay.int(1, 3)
  for (let i = 0; i < nLeft; i++) {
    const h = lay.range(430, 680)
    const x = Math.min(lay.range(-40, 260), hl - h * 0.2 + 30)
    front.push(pine(lay, x, lay.range(940, 1040), h, season.pine, season.pineShade))
  }
  const nRight = lay.int(1, 3)
  for (let i = 0; i < nRight; i++) {
    const h = lay.range(430, 680)
    const x = Math.max(lay.range(1340, 1640), hr + h * 0.2 - 30)
    front.push(pine(lay, x, lay.range(940, 1040), h, season.pine, season.pineShade))
  }
  out.push(front.join(''))
  if (sky.warm > 0) {
    out.push(
      rect(
        0,
        0,
        VW,
        VH,
        doc.linear(
          [
            [0, '#ffb347', sky.warm * 0.35],
            [1, '#ffb347', 0],
          ],
          [sunX < 800 ? 0 : 1, 0, sunX < 800 ? 1 : 0, 0.6],
        ),
      ),
    )
  }
  if (weathered) out.push(rect(0, 0, VW, VH, '#8e8a80', op(0.1)))
  out.push(vignette(doc, 0.28))
  return { body: out.join(''), focus: cx }
}

function landscapeScene(doc: Doc, variant: number): string {
  const rng = new Rng(hashSeed(variant, 'landscape'))
  const sky = rng.pick(SKIES)
  const season = rng.pick([
    SEASONS.autumn,
    SEASONS.summer,
    SEASONS.spring,
    SEASONS.autumn,
    SEASONS.late,
  ])
  const env = envOf(sky, season)
  const out: string[] = []
  const horizon = 700
  const sunX = rng.range(150, 1450)
  const sunY = sky.warm > 0.2 ? rng.range(360, 430) : rng.range(90, 190)
  out.push(skyBackdrop(doc, rng, env, horizon, sunX, sunY))
  const far = makeRange(rng, {
    x0: -60,
    x1: VW + 60,
    base: 560,
    top: [130, 260],
    peaks: rng.int(5, 8),
    rough: 0.2,
  })
  out.push(
    drawRange(doc, rng, far, {
      top: lighten(env.farRock, 0.12),
      base: mix(env.farRock, env.haze, 0.65),
      shadow: env.shadow,
      shadowOp: 0.18,
      snow: mix(env.snow, env.farRock, 0.12),
      snowY: 230 + season.snowLift,
    }),
  )
  const main = makeRange(rng, {
    x0: -60,
    x1: VW + 60,
    base: 620,
    top: [190, 330],
    peaks: rng.int(3, 4),
    rough: 0.22,
  })
  out.push(
    drawRange(doc, rng, main, {
      top: env.rockTop,
      base: mix(env.rock, env.haze, 0.5),
      shadow: env.shadow,
      shadowOp: 0.32,
      snow: env.snow,
      snowY: 290 + season.snowLift,
    }),
  )
  // Layered forested ridges with aspen groves.
  const layers: Array<{ y: number; base: number; t: number; h: [number, number] }> = [
    { y: 560, base: 700, t: 0.42, h: [10, 20] },
    { y: 615, base: 740, t: 0.25, h: [14, 28] },
    { y: 675, base: 790, t: 0.1, h: [20, 38] },
  ]
  for (const l of layers) {
    const hill = forestHill(doc, rng, {
      x0: -40,
      x1: VW + 40,
      y: l.y,
      amp: 40,
      knots: rng.int(4, 7),
      fill: mix(env.forest, env.haze, l.t + 0.08),
      fillBase: mix(env.forest, env.haze, l.t + 0.2),
      tree: mix(darken(env.forest, 0.05), env.haze, l.t),
      treeH: l.h,
      gap: [l.h[0] * 0.5, l.h[0]],
      base: l.base,
      inner: 70,
    })
    out.push(hill.svg)
    const groves: string[] = []
    for (let g = 0; g < 4; g++) {
      const gx = rng.range(0, VW)
      const gy = yAt(hill.line, gx) + rng.range(10, 40)
      for (let k = 0; k < 7; k++) {
        const r = l.h[1] * rng.range(0.4, 0.7)
        const c = mix(rng.pick(season.leaves), env.haze, l.t)
        groves.push(
          `<path d="${blob(rng, gx + rng.jitter(l.h[1] * 2.5), gy + rng.jitter(l.h[1] * 0.6), r * 1.3, r, 7)}" fill="${c}"/>`,
        )
      }
    }
    out.push(groves.join(''))
  }
  // Valley floor.
  const floorY = 760
  out.push(
    rect(
      0,
      floorY - 20,
      VW,
      VH - floorY + 20,
      doc.linear(
        [
          [0, mix(season.grassFar, env.haze, 0.2)],
          [1, season.grassNear],
        ],
        [0, floorY, 0, VH],
        true,
      ),
    ),
  )
  // A river winding towards the viewer.
  const rx = rng.range(300, 1300)
  const center: Pt[] = [
    [rx, floorY - 8],
    [rx + rng.jitter(160), 820],
    [rx + rng.jitter(260), 890],
    [rx + rng.jitter(380), VH + 40],
  ]
  const line = spline(center, 10)
  const leftBank: Pt[] = []
  const rightBank: Pt[] = []
  line.forEach(([x, y]) => {
    const w = 3 + ((y - floorY) / (VH - floorY)) * 70
    leftBank.push([x - w, y])
    rightBank.push([x + w, y])
  })
  const water = doc.linear(
    [
      [0, lighten(sky.horizon, 0.1)],
      [1, mix(sky.mid, '#3f6f8f', 0.3)],
    ],
    [0, floorY, 0, VH],
    true,
  )
  out.push(`<path d="${pathOf([...leftBank, ...rightBank.reverse()])}" fill="${water}"/>`)
  out.push(
    `<path d="${pathOf(line, false)}" fill="none" stroke="#ffffff" stroke-width="2"${ops(0.35)}/>`,
  )

  // The log home in the middle distance, on whichever side of the river has more room.
  const spec = houseSpec(hashSeed(variant, 'landscape-house'))
  const house = drawHouse(doc, spec, { weathered: false, glow: sky.windowGlow, small: true })
  const hx =
    rx < 800 ? rng.range(Math.max(rx + 260, 900), 1250) : rng.range(350, Math.min(rx - 260, 700))
  const hy = rng.range(790, 820)
  const s = 0.3
  const trees: string[] = []
  for (let i = 0; i < 5; i++) {
    const x = hx + (i % 2 ? 1 : -1) * rng.range(130, 260) * 1
    trees.push(
      pine(rng, x, hy + rng.range(-10, 5), rng.range(110, 170), season.pine, season.pineShade),
    )
  }
  out.push(trees.join(''))
  out.push(
    `<g transform="translate(${n(hx)} ${n(hy - house.ground * s)}) scale(${s})">${house.svg}</g>`,
  )
  out.push(
    `<path d="${pathOf([
      [hx - 12, hy],
      [hx + 12, hy],
      [hx + 90, VH + 5],
      [hx + 10, VH + 5],
    ])}" fill="#cdbd98"${op(0.75)}/>`,
  )
  // Fence line.
  const fence: string[] = []
  const fy = rng.range(860, 900)
  for (let x = -20; x < VW + 20; x += 46) fence.push(`M${n(x)} ${n(fy)}v-26`)
  out.push(
    `<path d="${fence.join('')}M-20 ${n(fy - 20)}H${VW + 20}M-20 ${n(fy - 10)}H${VW + 20}" stroke="#6b5239" stroke-width="3"${ops(0.8)}/>`,
  )
  // Foreground trees.
  const fg: string[] = []
  const side = rng.chance(0.5) ? -1 : 1
  for (let i = 0; i < rng.int(2, 3); i++) {
    const x = side < 0 ? rng.range(-40, 220) : rng.range(1380, 1640)
    fg.push(pine(rng, x, rng.range(960, 1060), rng.range(480, 720), season.pine, season.pineShade))
  }
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = side < 0 ? rng.range(1250, 1600) : rng.range(0, 350)
    fg.push(aspen(rng, x, rng.range(960, 1010), rng.range(300, 420), season.leaves))
  }
  out.push(grassStrokes(rng, 0, VW, 880, VH, 240, season.grassDark))
  out.push(fg.join(''))
  if (season.flowers.length) {
    const fl: string[] = []
    for (let i = 0; i < 70; i++)
      fl.push(
        circle(rng.range(0, VW), rng.range(900, 995), rng.range(2, 4), rng.pick(season.flowers)),
      )
    out.push(fl.join(''))
  }
  out.push(vignette(doc, 0.25))
  return out.join('')
}

function detailScene(doc: Doc, variant: number): string {
  const rng = new Rng(hashSeed(variant, 'detail'))
  const failing = Math.abs(Math.trunc(Number.isFinite(variant) ? variant : 0)) % 2 === 1
  const wood = failing ? mix3(WEATHERED, rng.pick(STAINS), rng.range(0.05, 0.25)) : rng.pick(STAINS)
  const sky = failing ? rng.pick(GREY_SKIES) : rng.pick(SKIES.slice(0, 2))
  const season = failing ? SEASONS.dry : rng.pick([SEASONS.summer, SEASONS.autumn])
  const env = envOf(sky, season)
  const out: string[] = []
  const L = rng.range(145, 180)
  const cornerX = rng.range(1040, 1320)
  const yBottom = VH + L * rng.range(0.25, 0.6)
  const courses = Math.ceil(yBottom / L) + 1
  // Background beyond the corner.
  out.push(skyBackdrop(doc, rng, { ...env, sky: { ...sky, clouds: 0, sun: null } }, 700, 1400, 200))
  const ridge = makeRange(rng, {
    x0: 1000,
    x1: VW + 60,
    base: 620,
    top: [300, 420],
    peaks: 2,
    rough: 0.2,
  })
  out.push(
    drawRange(doc, rng, ridge, {
      top: env.rockTop,
      base: mix(env.rock, env.haze, 0.5),
      shadow: env.shadow,
      shadowOp: 0.3,
      snow: env.snow,
      snowY: 380,
    }),
  )
  const bg: string[] = []
  for (let i = 0; i < 6; i++)
    bg.push(
      pine(
        rng,
        rng.range(1250, 1620),
        rng.range(760, 900),
        rng.range(260, 480),
        mix(season.pine, env.haze, 0.25),
        season.pineShade,
      ),
    )
  out.push(rect(1000, 700, 600, 300, mix(season.grassNear, env.haze, 0.25)))
  out.push(bg.join(''))
  out.push(
    logWall(doc, {
      x0: -80,
      x1: cornerX,
      yBottom,
      courses,
      logH: L,
      wood,
      weathered: failing,
      failing,
      cornerL: false,
      cornerR: true,
      ext: L * 1.3,
      endR: L * 0.56,
      rng: new Rng(hashSeed(variant, 'detail-logs')),
      wear: new Rng(hashSeed(variant, 'detail-wear')),
    }),
  )
  // Soft shade from the eaves above.
  out.push(
    rect(
      0,
      0,
      VW,
      260,
      doc.linear([
        [0, '#1b130b', 0.45],
        [1, '#1b130b', 0],
      ]),
    ),
  )
  out.push(vignette(doc, 0.3))
  const body = out.join('')
  return rng.chance(0.5) ? `<g transform="matrix(-1 0 0 1 ${VW} 0)">${body}</g>` : body
}

/** A stain part-way between weathered grey and a colour. */
function mix3(a: Wood, b: Wood, t: number): Wood {
  return {
    base: mix(a.base, b.base, t),
    light: mix(a.light, b.light, t),
    dark: mix(a.dark, b.dark, t),
    end: mix(a.end, b.end, t),
    endDark: mix(a.endDark, b.endDark, t),
    grain: mix(a.grain, b.grain, t),
  }
}

interface WorkerOpts {
  x: number
  foot: number
  s: number
  hand: Pt
  side: 1 | -1
  tool: 'brush' | 'sprayer'
  stain: string
  hat: string
  vest: string
  shirt: string
  pants: string
  skin: string
  hair: string
}

/** A crew member seen from behind, working on the wall. */
function worker(o: WorkerOpts): string {
  const { s } = o
  const X = (x: number): number => o.x + x * s
  const Y = (y: number): number => o.foot + y * s
  const out: string[] = []
  // Legs and boots.
  out.push(rect(X(-20), Y(-120), 17 * s, 110 * s, o.pants, ` rx="${n(4 * s)}"`))
  out.push(rect(X(3), Y(-120), 17 * s, 110 * s, darken(o.pants, 0.08), ` rx="${n(4 * s)}"`))
  out.push(rect(X(-24), Y(-16), 22 * s, 16 * s, '#3b2a1d', ` rx="${n(5 * s)}"`))
  out.push(rect(X(2), Y(-16), 22 * s, 16 * s, '#3b2a1d', ` rx="${n(5 * s)}"`))
  // Arms: the idle one first.
  const sh: Pt = [X(o.side * 21), Y(-196)]
  const sh2: Pt = [X(-o.side * 21), Y(-196)]
  const arm = (a: Pt, e: Pt, h: Pt): string =>
    `<path d="M${n(a[0])} ${n(a[1])}L${n(e[0])} ${n(e[1])}L${n(h[0])} ${n(h[1])}" fill="none" stroke="${o.shirt}" stroke-width="${n(15 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
  const h2: Pt = [X(-o.side * 30), Y(-112)]
  out.push(arm(sh2, [X(-o.side * 33), Y(-152)], h2))
  out.push(circle(h2[0], h2[1], 7.5 * s, '#b48a55'))
  // Torso, vest and reflective stripes.
  out.push(rect(X(-27), Y(-206), 54 * s, 96 * s, o.shirt, ` rx="${n(12 * s)}"`))
  out.push(rect(X(-25), Y(-200), 50 * s, 84 * s, o.vest, ` rx="${n(8 * s)}"`))
  const stripe = '#e9eef0'
  out.push(rect(X(-25), Y(-150), 50 * s, 6 * s, stripe))
  out.push(rect(X(-25), Y(-134), 50 * s, 6 * s, stripe))
  out.push(rect(X(-15), Y(-200), 6 * s, 50 * s, stripe))
  out.push(rect(X(9), Y(-200), 6 * s, 50 * s, stripe))
  out.push(rect(X(-26), Y(-118), 52 * s, 7 * s, '#2b2520'))
  // Neck, head, hard hat.
  out.push(rect(X(-7), Y(-216), 14 * s, 16 * s, o.skin))
  out.push(ellipse(X(-15), Y(-225), 3.5 * s, 5 * s, darken(o.skin, 0.08)))
  out.push(ellipse(X(15), Y(-225), 3.5 * s, 5 * s, darken(o.skin, 0.08)))
  out.push(circle(X(0), Y(-227), 15 * s, o.skin))
  out.push(
    `<path d="M${n(X(-15))} ${n(Y(-230))}h${n(30 * s)}v${n(5 * s)}q${n(-15 * s)} ${n(14 * s)} ${n(-30 * s)} 0z" fill="${o.hair}"/>`,
  )
  out.push(rect(X(-14), Y(-206), 28 * s, 6 * s, darken(o.shirt, 0.15), ` rx="${n(3 * s)}"`))
  out.push(
    `<path d="M${n(X(-19))} ${n(Y(-234))}a${n(19 * s)} ${n(18 * s)} 0 0 1 ${n(38 * s)} 0z" fill="${o.hat}"/>`,
  )
  out.push(ellipse(X(0), Y(-234), 24 * s, 4.5 * s, darken(o.hat, 0.08)))
  out.push(rect(X(-3), Y(-251), 6 * s, 16 * s, lighten(o.hat, 0.2), op(0.7)))
  // Working arm, reaching to the wall.
  const dx = o.hand[0] - sh[0]
  const dy = o.hand[1] - sh[1]
  const dist = Math.hypot(dx, dy) || 1
  const reach = Math.min(dist, 112 * s)
  const hand: Pt = [sh[0] + (dx / dist) * reach, sh[1] + (dy / dist) * reach]
  const elbow: Pt = [
    (sh[0] + hand[0]) / 2 + (dy / dist) * 18 * s * o.side,
    (sh[1] + hand[1]) / 2 + Math.abs(dx / dist) * 18 * s,
  ]
  if (o.tool === 'sprayer') {
    const dir: Pt = [dx / dist, dy / dist]
    const tip: Pt = [hand[0] + dir[0] * 58 * s, hand[1] + dir[1] * 58 * s]
    const spread = 0.34
    const reachMist = 120 * s
    const rot = (a: number): Pt => [
      tip[0] + (dir[0] * Math.cos(a) - dir[1] * Math.sin(a)) * reachMist,
      tip[1] + (dir[0] * Math.sin(a) + dir[1] * Math.cos(a)) * reachMist,
    ]
    out.push(`<path d="${pathOf([tip, rot(-spread), rot(spread)])}" fill="${o.stain}"${op(0.35)}/>`)
    out.push(
      `<path d="${pathOf([tip, rot(-spread * 0.5), rot(spread * 0.5)])}" fill="${o.stain}"${op(0.35)}/>`,
    )
    out.push(
      `<path d="M${n(hand[0])} ${n(hand[1])}C${n(hand[0] + 30 * s)} ${n(hand[1] + 120 * s)} ${n(X(30))} ${n(Y(-60))} ${n(X(60))} ${n(Y(20))}" fill="none" stroke="#26221f" stroke-width="${n(4 * s)}"/>`,
    )
    out.push(
      `<path d="M${n(hand[0])} ${n(hand[1])}L${n(tip[0])} ${n(tip[1])}" stroke="#4a4a4a" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`,
    )
    out.push(circle(tip[0], tip[1], 4 * s, '#222222'))
  }
  out.push(arm(sh, elbow, hand))
  if (o.tool === 'brush') {
    const bx = hand[0]
    const by = hand[1]
    out.push(rect(bx - 4 * s, by - 6 * s, 8 * s, 18 * s, '#a0723f'))
    out.push(rect(bx - 8 * s, by - 14 * s, 16 * s, 9 * s, '#9ba3a8'))
    out.push(
      rect(bx - 9 * s, by - 34 * s, 18 * s, 21 * s, darken(o.stain, 0.25), ` rx="${n(3 * s)}"`),
    )
  }
  out.push(circle(hand[0], hand[1], 8 * s, '#b48a55'))
  return out.join('')
}

function crewScene(doc: Doc, variant: number): string {
  const rng = new Rng(hashSeed(variant, 'crew'))
  const sky = rng.pick(SKIES.slice(0, 2).concat(SKIES.slice(3)))
  const season = rng.pick([SEASONS.summer, SEASONS.late, SEASONS.autumn])
  const env = envOf(sky, season)
  const stain = rng.pick(STAINS)
  const out: string[] = []
  const L = rng.range(58, 66)
  const wallBottom = 880
  const courses = 12
  const top = wallBottom - courses * L
  const cornerX = rng.range(1240, 1330)
  // Background beyond the corner.
  out.push(skyBackdrop(doc, rng, env, 650, rng.range(1380, 1550), 160))
  const ridge = makeRange(rng, {
    x0: 1100,
    x1: VW + 60,
    base: 640,
    top: [300, 420],
    peaks: 2,
    rough: 0.2,
  })
  out.push(
    drawRange(doc, rng, ridge, {
      top: env.rockTop,
      base: mix(env.rock, env.haze, 0.5),
      shadow: env.shadow,
      shadowOp: 0.3,
      snow: env.snow,
      snowY: 370,
    }),
  )
  out.push(rect(1100, 640, 500, 360, mix(season.grassFar, env.haze, 0.2)))
  const bg: string[] = []
  for (let i = 0; i < 5; i++)
    bg.push(
      pine(
        rng,
        rng.range(1350, 1620),
        rng.range(720, 820),
        rng.range(200, 380),
        mix(season.pine, env.haze, 0.2),
        season.pineShade,
      ),
    )
  out.push(bg.join(''))

  // The wall: weathered everywhere, stained where the crew has already been.
  const wallOpts = {
    x0: -90,
    x1: cornerX,
    yBottom: wallBottom,
    courses,
    logH: L,
    cornerL: false,
    cornerR: true,
    ext: L * 1.3,
    endR: L * 0.56,
  }
  const logSeed = hashSeed(variant, 'crew-logs')
  out.push(
    logWall(doc, {
      ...wallOpts,
      wood: WEATHERED,
      weathered: true,
      failing: true,
      rng: new Rng(logSeed),
      wear: new Rng(logSeed + 1),
    }),
  )
  const edgeX = rng.range(620, 860)
  const edge: Pt[] = [[-100, top - 10]]
  for (let i = courses - 1; i >= 0; i--) {
    const x = edgeX + rng.jitter(40) + (i < 5 ? 40 : 0)
    edge.push([x, wallBottom - (i + 1) * L], [x + rng.jitter(10), wallBottom - i * L])
  }
  edge.push([-100, wallBottom + 10])
  const stained = doc.clip(`<path d="${pathOf(edge)}"/>`)
  out.push(
    `<g clip-path="${stained}">${logWall(doc, { ...wallOpts, wood: stain, weathered: false, failing: false, rng: new Rng(logSeed), wear: new Rng(logSeed + 1) })}</g>`,
  )
  // Wet sheen along the fresh edge.
  const sheen: string[] = []
  for (let i = 0; i < courses; i++) {
    const p = edge[1 + (courses - 1 - i) * 2]
    if (!p) continue
    sheen.push(
      rect(p[0] - 110, wallBottom - (i + 1) * L + L * 0.25, 100, L * 0.12, '#ffffff', op(0.08)),
    )
  }
  out.push(sheen.join(''))

  // A window on the finished side.
  const wx = rng.range(140, Math.max(160, edgeX - 420))
  const glass = doc.linear([
    [0, '#d8ebf5'],
    [0.45, '#7fa3be'],
    [1, '#3d5d76'],
  ])
  out.push(
    drawWindow(wx, top + L * 3.2, L * 3.6, L * 4.6, {
      trim: '#efe6d3',
      glass,
      cols: 2,
      rows: 2,
      weathered: false,
      wear: rng,
      streak: glass,
    }),
  )

  // Eaves and roof edge across the top.
  out.push(
    rect(
      0,
      top,
      VW,
      L * 1.5,
      doc.linear([
        [0, '#1d140c', 0.5],
        [1, '#1d140c', 0],
      ]),
    ),
  )
  out.push(rect(-10, top - L * 0.9, cornerX + L * 2.8, L * 0.9, '#5d4630'))
  out.push(
    rect(
      -10,
      top - L * 1.25,
      cornerX + L * 2.9,
      L * 0.4,
      darken(rng.pick(['#3f6b4b', '#2f5a45', '#4a4541']), 0.05),
    ),
  )
  for (let x = 40; x < cornerX + L; x += L * 1.9)
    out.push(rect(x, top - L * 0.9, L * 0.5, L * 0.55, '#47351f'))

  // Ground, drop cloth and buckets.
  out.push(
    rect(
      0,
      wallBottom,
      VW,
      VH - wallBottom,
      doc.linear(
        [
          [0, season.grassFar],
          [1, season.grassNear],
        ],
        [0, wallBottom, 0, VH],
        true,
      ),
    ),
  )
  out.push(rect(0, wallBottom, cornerX + L, 16, '#000', op(0.2)))
  out.push(grassStrokes(rng, 0, VW, wallBottom + 20, VH, 140, season.grassDark))
  const clothL = edgeX - 460
  out.push(
    `<path d="${pathOf([
      [clothL, wallBottom + 4],
      [edgeX + 330, wallBottom + 4],
      [edgeX + 400, VH - 20],
      [clothL - 80, VH - 30],
    ])}" fill="#cfd6d8"/><path d="M${n(clothL + 120)} ${n(wallBottom + 8)}l-30 ${n(VH - wallBottom - 40)}M${n(edgeX + 60)} ${n(wallBottom + 8)}l20 ${n(VH - wallBottom - 36)}" stroke="#aab3b7" stroke-width="4"/>`,
  )
  const bucket = (x: number, y: number, c: string): string =>
    `<path d="${pathOf([
      [x - 28, y - 62],
      [x + 28, y - 62],
      [x + 23, y],
      [x - 23, y],
    ])}" fill="${c}"/>` +
    ellipse(x, y - 62, 28, 7, darken(stain.base, 0.2)) +
    rect(x - 28, y - 62, 56, 10, stain.base, op(0.7)) +
    `<path d="M${n(x - 26)} ${n(y - 60)}q26 -40 52 0" fill="none" stroke="#555" stroke-width="3"/>`
  out.push(bucket(clothL + 60, VH - 45, '#f2f2ee'))
  out.push(bucket(clothL + 150, VH - 60, '#e8772e'))

  // Scaffold or ladder, and the crew.
  const scaffold = rng.chance(0.55)
  const tool: 'brush' | 'sprayer' = rng.chance(0.6) ? 'brush' : 'sprayer'
  const people = {
    hat: rng.pick(['#f2c230', '#f5f5f0', '#e8772e']),
    vest: rng.pick(['#cddc39', '#f59a3b']),
    shirt: rng.pick(['#4f6d8a', '#7a3b33', '#5a6b4a']),
    pants: rng.pick(['#394556', '#7d6243']),
    skin: rng.pick(['#e0b08c', '#c68c63', '#8d5a3b']),
    hair: rng.pick(['#4a3426', '#6b4a2f', '#8a6a45', '#2e2520']),
  }
  const s = 1.15
  if (scaffold) {
    const platY = rng.range(540, 590)
    const xa = edgeX - 300
    const xb = edgeX + 230
    const metal = '#9aa3a8'
    const sc: string[] = []
    const braces: string[] = []
    for (const x of [xa, xb]) {
      sc.push(
        rect(
          x - 6,
          platY - 140,
          12,
          wallBottom + 60 - platY + 140,
          metal,
          ` stroke="#6b7378" stroke-width="2"`,
        ),
      )
      sc.push(rect(x - 14, wallBottom + 52, 28, 10, '#555b5f'))
    }
    for (const y of [platY + 20, platY + (wallBottom + 60 - platY) / 2, wallBottom + 40]) {
      braces.push(`M${n(xa)} ${n(y)}H${n(xb)}`)
    }
    const mid = platY + (wallBottom + 60 - platY) / 2
    braces.push(
      `M${n(xa)} ${n(platY + 20)}L${n(xb)} ${n(mid)}M${n(xb)} ${n(platY + 20)}L${n(xa)} ${n(mid)}`,
    )
    braces.push(
      `M${n(xa)} ${n(mid)}L${n(xb)} ${n(wallBottom + 40)}M${n(xb)} ${n(mid)}L${n(xa)} ${n(wallBottom + 40)}`,
    )
    braces.push(`M${n(xa)} ${n(platY - 100)}H${n(xb)}`)
    out.push(`<path d="${braces.join('')}" stroke="#8d969b" stroke-width="6"/>`)
    out.push(sc.join(''))
    out.push(
      rect(xa - 40, platY, xb - xa + 80, 20, '#c99c62', ` stroke="#8a6a40" stroke-width="2"`),
    )
    out.push(rect(xa - 40, platY + 20, xb - xa + 80, 6, '#000', op(0.25)))
    out.push(
      worker({
        ...people,
        x: edgeX - 40,
        foot: platY,
        s,
        side: 1,
        tool,
        stain: stain.base,
        hand: [edgeX + (tool === 'brush' ? 25 : 45), platY - 300 * s + (tool === 'brush' ? 40 : 0)],
      }),
    )
    if (rng.chance(0.6)) {
      out.push(
        worker({
          ...people,
          shirt: rng.pick(['#4f6d8a', '#7a3b33', '#5a6b4a', '#35424f']),
          hat: rng.pick(['#f2c230', '#f5f5f0']),
          x: xa - 150,
          foot: VH - 40,
          s,
          side: 1,
          tool: 'brush',
          stain: stain.base,
          hand: [xa - 80, VH - 40 - 150 * s],
        }),
      )
    }
  } else {
    const lx = edgeX - 10
    const rung = 36
    const ladder: string[] = []
    const railsD = `M${n(lx - 34)} ${n(VH - 30)}L${n(lx - 26)} ${n(top + 30)}M${n(lx + 34)} ${n(VH - 30)}L${n(lx + 26)} ${n(top + 30)}`
    for (let y = VH - 60; y > top + 50; y -= rung)
      ladder.push(`M${n(lx - 32)} ${n(y)}H${n(lx + 32)}`)
    out.push(`<path d="${ladder.join('')}" stroke="#8b9297" stroke-width="6"/>`)
    out.push(`<path d="${railsD}" stroke="#d8792f" stroke-width="10" stroke-linecap="round"/>`)
    const foot = VH - 60 - rung * 9
    out.push(
      worker({
        ...people,
        x: lx,
        foot,
        s,
        side: 1,
        tool,
        stain: stain.base,
        hand: [edgeX + (tool === 'brush' ? 70 : 100), foot - 250 * s - (tool === 'brush' ? 0 : 30)],
      }),
    )
  }
  out.push(vignette(doc, 0.25))
  const body = out.join('')
  return rng.chance(0.5) ? body : `<g transform="matrix(-1 0 0 1 ${VW} 0)">${body}</g>`
}

function sceneBody(doc: Doc, ref: Pick<ImageRef, 'scene' | 'variant'>): string {
  const v = Number.isFinite(ref.variant) ? Math.trunc(ref.variant) : 0
  switch (ref.scene) {
    case 'before':
      return houseScene(doc, v, true).body
    case 'detail':
      return detailScene(doc, v)
    case 'landscape':
      return landscapeScene(doc, v)
    case 'crew':
      return crewScene(doc, v)
    case 'after':
    default:
      return houseScene(doc, v, false).body
  }
}

function size(v: number | undefined, fallback: number): number {
  if (v === undefined || !Number.isFinite(v)) return fallback
  return Math.max(16, Math.min(4096, Math.round(v)))
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** The SVG source of an illustration (design space 1600×1000, cropped to fill other sizes). */
export function logHomeSvg(ref: SceneRef, width = 1600, height = 1000): string {
  const doc = new Doc()
  const body = sceneBody(doc, ref)
  return doc.svg(body, size(width, 1600), size(height, 1000))
}

/** A JPEG of an illustration, 1600×1000 unless told otherwise. */
export async function renderImage(
  ref: SceneRef,
  opts?: { width?: number; height?: number },
): Promise<Buffer> {
  const svg = logHomeSvg(ref, size(opts?.width, 1600), size(opts?.height, 1000))
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

const SHARE_VARIANT = 7

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )
}

/** Rough advance widths (em) for wrapping; generous, so real fonts never overflow. */
function textWidth(s: string, size: number, serif: boolean): number {
  let w = 0
  for (const ch of s) {
    if (ch === ' ') w += 0.32
    else if ("iljtfr.,:;!|'".includes(ch)) w += serif ? 0.4 : 0.33
    else if ('mwMW@'.includes(ch)) w += serif ? 1.05 : 0.92
    else if (ch >= 'A' && ch <= 'Z') w += serif ? 0.82 : 0.7
    else w += serif ? 0.66 : 0.6
  }
  return w * size
}

function wrap(text: string, size: number, max: number, serif: boolean): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let cur = ''
  for (const word of words) {
    const next = cur ? `${cur} ${word}` : word
    if (cur && textWidth(next, size, serif) > max) {
      lines.push(cur)
      cur = word
    } else cur = next
  }
  if (cur) lines.push(cur)
  return lines
}

function fitLines(
  text: string,
  sizes: readonly number[],
  max: number,
  maxLines: number,
  serif: boolean,
): { size: number; lines: string[] } {
  for (const s of sizes) {
    const lines = wrap(text, s, max, serif)
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s, serif) <= max))
      return { size: s, lines }
  }
  const s = sizes[sizes.length - 1] ?? 30
  const lines = wrap(text, s, max, serif).slice(0, maxLines)
  const last = lines[lines.length - 1]
  if (last !== undefined) {
    let t = last
    while (t.length > 1 && textWidth(`${t}…`, s, serif) > max) t = t.slice(0, -1)
    const cut = wrap(text, s, max, serif).length > maxLines || t !== last
    lines[lines.length - 1] = cut ? `${t.replace(/[\s,.;:]+$/, '')}…` : t
  }
  return { size: s, lines }
}

/** The mark used in the logo and the share image: peaks behind a log cabin gable. Spans x 56-456, y 112-428. */
function markSvg(doc: Doc): string {
  const cream = '#f3e6cc'
  const logs = doc.linear([
    [0, '#f3c877'],
    [0.45, '#dc9a45'],
    [1, '#a0622a'],
  ])
  const out: string[] = []
  out.push(
    '<path d="M56 372L184 150L238 222L318 112L456 372Z" fill="#86a791"/>' +
      '<path d="M318 112L456 372H372L334 236Z M184 150L238 222L214 252L196 196Z" fill="#0b1f14" fill-opacity="0.18"/>' +
      `<path d="M184 150L217 194L204 187L193 201L179 187L159 194Z M318 112L348 168L334 159L321 175L305 158L291 167L277 168Z" fill="${cream}"/>`,
  )
  // Gable face with log courses, and a lit window.
  const tri = doc.clip('<path d="M132 322L256 206L380 322Z"/>')
  const gable: string[] = [rect(120, 200, 272, 130, '#4a2f18')]
  for (let i = 0; i < 5; i++) gable.push(rect(120, 300 - i * 24, 272, 20, logs, ' rx="9"'))
  gable.push(rect(241, 254, 30, 24, '#f6c768', ' rx="2"'))
  gable.push('<path d="M256 254v24M241 266h30" stroke="#4a2f18" stroke-width="3"/>')
  out.push(`<g clip-path="${tri}">${gable.join('')}</g>`)
  // Wall of logs with tails and round ends at the corners.
  out.push(rect(150, 320, 212, 100, '#4a2f18'))
  for (let i = 0; i < 4; i++) out.push(rect(128, 322 + i * 25, 256, 21, logs, ' rx="10"'))
  for (const y of [345, 370, 395]) {
    for (const x of [152, 360]) {
      out.push(
        circle(x, y, 12.5, '#f5d9a3') +
          `<circle cx="${x}" cy="${y}" r="12" fill="none" stroke="#8a531f" stroke-width="2.5"/>` +
          `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#c08a4c" stroke-width="1.6"/>`,
      )
    }
  }
  out.push(rect(234, 350, 44, 72, '#2b1d12', ' rx="3"'))
  out.push(circle(268, 388, 3.5, '#e0a54c'))
  // Roof.
  out.push(`<path d="M94 324L256 172L418 324H384L256 204L128 324Z" fill="${cream}"/>`)
  out.push(rect(112, 420, 288, 8, '#0b1f14', ' rx="4" fill-opacity="0.35"'))
  return out.join('')
}

/** A 1200×630 social share image: a restored log home beside a forest-green title panel. */
export async function renderShareImage(title: string, subtitle: string): Promise<Buffer> {
  const doc = new Doc()
  const scene = houseScene(doc, SHARE_VARIANT, false)
  // Fit the full height and put the house in the middle of the visible part (left of the panel).
  const k = 630 / VH
  const vbW = 720 / k
  const vbX = scene.focus - 318 / k
  const panelX = 640
  const textX = 700
  const maxW = 1200 - textX - 56
  const t = fitLines(title, [58, 54, 50, 46, 42, 38, 34], maxW, 4, true)
  const sub = fitLines(subtitle, [26, 24, 22, 20], maxW, 3, false)
  const tLead = t.size * 1.16
  const sLead = sub.size * 1.4
  const block = 51 + 30 + t.lines.length * tLead + 22 + sub.lines.length * sLead
  let y = Math.max(70, (630 - block) / 2)
  const text: string[] = []
  const mark = `<g transform="translate(${textX} ${n(y)}) scale(0.16) translate(-56 -112)">${markSvg(doc)}</g>`
  y += 51 + 30
  t.lines.forEach((line, i) => {
    text.push(
      `<text x="${textX}" y="${n(y + t.size * 0.8 + i * tLead)}" font-family="Georgia, serif" font-size="${t.size}" font-weight="bold" fill="#f6efe2">${escapeXml(line)}</text>`,
    )
  })
  y += t.lines.length * tLead + 6
  text.push(rect(textX, y, 72, 4, '#e0a54c'))
  y += 22
  sub.lines.forEach((line, i) => {
    text.push(
      `<text x="${textX}" y="${n(y + sub.size * 0.9 + i * sLead)}" font-family="sans-serif" font-size="${sub.size}" fill="#cfe0d2">${escapeXml(line)}</text>`,
    )
  })
  const panel = doc.linear(
    [
      [0, '#21402f'],
      [1, '#142a1f'],
    ],
    [0, 0, 1, 1],
  )
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${doc.defsOf()}` +
    `<svg x="0" y="0" width="720" height="630" viewBox="${n(vbX)} 0 ${n(vbW)} ${VH}">${scene.body}</svg>` +
    `<path d="M${panelX + 40} 0H1200V630H${panelX - 20}Z" fill="${panel}"/>` +
    `<path d="M${panelX + 40} 0L${panelX - 20} 630" stroke="#e0a54c" stroke-width="3" stroke-opacity="0.8"/>` +
    mark +
    text.join('') +
    `</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/** A 512×512 PNG logo mark on a dark green round badge (transparent corners). */
export async function renderLogo(): Promise<Buffer> {
  const doc = new Doc()
  const bg = doc.radial(
    [
      [0, '#2b5440'],
      [1, '#17311f'],
    ],
    0.5,
    0.4,
    0.7,
  )
  const mark = markSvg(doc)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${doc.defsOf()}` +
    circle(256, 256, 250, bg) +
    `<circle cx="256" cy="256" r="232" fill="none" stroke="#e0a54c" stroke-width="5" stroke-opacity="0.85"/>` +
    `<g transform="translate(256 262) scale(0.86) translate(-256 -270)">${mark}</g>` +
    `</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
