/** The windows: one window with its trim and sill, and where they go on the house. */
import { Doc, op, rect } from '../../svg'
import { darken, lighten, mix, n, pathOf, Rng } from '../../util'
import type { HouseFrame, HouseLook } from './frame'

export interface WindowOpts {
  trim: string
  glass: string
  cols: number
  rows: number
  weathered: boolean
  /** Where a weathered window's streak goes. */
  wear: Rng
  streak: string
}

export function drawWindow(x: number, y: number, w: number, h: number, o: WindowOpts): string {
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

/** The glass (dull when weathered, lit at dusk) and the streak a weathered sill leaves. */
export function windowPaints(doc: Doc, look: HouseLook) {
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
  return { glass, streak }
}

/**
 * Windows along the wall (not under the porch), one or two under the porch if they fit, and on a
 * two-storey house the upper floor's beside the porch gable.
 */
export function windows(f: HouseFrame, winOpts: WindowOpts): string {
  const { s, W, L, top, endR, gw, gx, porchTop, doorW, inner, centred, winTop, winH } = f
  const out: string[] = []
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
  return out.join('')
}
