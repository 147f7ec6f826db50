/** The main roof (metal or shingles, worn when weathered), the chimney, the porch gable's roof. */
import { Doc, ellipse, op, rect } from '../../svg'
import { blob, darken, lighten, mix, n, n3, pathOf } from '../../util'
import type { HouseFrame } from './frame'
import { stonePattern } from './walls'

/** The main roof; its colour and the fascia's are the porch gable's too. */
export function mainRoof(doc: Doc, f: HouseFrame) {
  const { s, look, wear, wood, L, roofL, roofR, eaveY, roofH, ridgeY } = f
  const out: string[] = []
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
  return { svg: out.join(''), base: roofBase, fascia }
}

/** A stone chimney at one end of the roof, when the porch gable leaves it room. */
export function chimney(doc: Doc, f: HouseFrame): string {
  const { s, look, W, L, roofH, ridgeY, gw, gx } = f
  const out: string[] = []
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
  return out.join('')
}

/** The roof edges along the porch gable's rakes. */
export function gableRoof(f: HouseFrame, roof: { base: string; fascia: string }): string {
  const { L, gw, gx, gb, gh, apexY } = f
  const out: string[] = []
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
    ])}" fill="${darken(roof.base, 0.05)}"/>`,
  )
  out.push(
    `<path d="${pathOf([
      [lx, ly - tb],
      [gx, apexY - apexOff],
      [rx, ly - tb],
      [rx, ly - tb * 0.7],
      [gx, apexY - apexOff * 0.7],
      [lx, ly - tb * 0.7],
    ])}" fill="${lighten(roof.base, 0.2)}"/>`,
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
    ])}" fill="${roof.fascia}"/>`,
  )
  return out.join('')
}
