/** Trees, bushes, grass and the rocks among them. */
import { circle, ellipse, op, ops, rect } from '../svg'
import { blob, darken, lighten, n, pathOf, type Pt, Rng } from '../util'

/** A tiny distant conifer silhouette. */
export function spire(x: number, b: number, h: number): string {
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
export function pine(
  rng: Rng,
  x: number,
  base: number,
  h: number,
  color: string,
  shade: string,
): string {
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

export function aspen(
  rng: Rng,
  x: number,
  base: number,
  h: number,
  leaves: readonly string[],
): string {
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

export function bush(rng: Rng, x: number, base: number, r: number, color: string): string {
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

export function grassStrokes(
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

export function rock(rng: Rng, x: number, base: number, w: number, color: string): string {
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
