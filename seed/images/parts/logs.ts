/** Log walls (shared by the house, the close-up and the crew scene) and the logs' round ends. */
import type { Wood } from '../palettes'
import { circle, Doc, ellipse, op, ops, rect } from '../svg'
import { blob, darken, lighten, mix, n, n3, pathOf, type Pt, Rng } from '../util'

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

export function woodFills(doc: Doc, wood: Wood): string[] {
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

export function logWall(doc: Doc, o: WallOpts): string {
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
