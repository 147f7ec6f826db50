/** The log walls on their stone foundation, the front door, and the shade the roofs cast. */
import { circle, Doc, op, rect } from '../../svg'
import { darken, lighten, mix, n, n3, Rng } from '../../util'
import { logWall } from '../logs'
import type { HouseFrame } from './frame'

export function stonePattern(doc: Doc, base: string, x: number, y: number, s: number): string {
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

/** The walls with their corners, on a stone foundation. */
export function walls(doc: Doc, f: HouseFrame): string {
  const { s, look, wood, W, L, G, ext, endR } = f
  const out: string[] = []
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
  return out.join('')
}

/** The front door in its frame, with a glazed upper panel. */
export function door(doc: Doc, f: HouseFrame, glass: string): string {
  const { s, look, L, doorW, doorH, doorX } = f
  const out: string[] = []
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
  return out.join('')
}

/** The shade of the porch roof and of the eaves on the wall. */
export function roofShade(doc: Doc, f: HouseFrame): string {
  const { W, L, ext, eaveY, gw, gx, beamBot } = f
  const out: string[] = []
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
  return out.join('')
}
