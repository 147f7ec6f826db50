/** The porch: the front gable over it, its heavy timbers, the deck, railings, posts and steps. */
import type { Wood } from '../../palettes'
import { Doc, op, rect } from '../../svg'
import { darken, lighten, mix, n, pathOf, type Pt, Rng } from '../../util'
import { logWall, woodFills } from '../logs'
import type { HouseFrame } from './frame'
import { drawWindow, type WindowOpts } from './windows'

/** The front gable's face (a glazed truss, logs or boards) with its window, and the shade under its rakes. */
export function gableFace(doc: Doc, f: HouseFrame, glass: string, winOpts: WindowOpts): string {
  const { s, look, wood, L, endR, gw, gx, gb, gh, apexY } = f
  const out: string[] = []
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
  return out.join('')
}

/** The fills of the porch's heavy timbers: round logs (truss, beam) and squared posts. */
export function timberFills(doc: Doc, wood: Wood) {
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
  return { logFill, postFill }
}

type Timber = ReturnType<typeof timberFills>

/** The heavy timber truss of a glazed gable. */
export function truss(f: HouseFrame, { logFill, postFill }: Timber): string {
  const { s, wood, L, gw, gx, gb, gh, apexY } = f
  const out: string[] = []
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
  return out.join('')
}

/** The beam across the porch posts. */
export function beam(f: HouseFrame, { logFill }: Timber): string {
  const { L, gw, gx, beamH, beamBot } = f
  const out: string[] = []
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
  return out.join('')
}

/** The deck, its railings (open for the steps), the porch posts and the steps. */
export function deck(f: HouseFrame, { postFill }: Timber): string {
  const { s, look, wear, wood, W, L, G, gw, gx, beamBot, postW, postL, postR, doorW, doorX } = f
  const out: string[] = []
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
  return out.join('')
}
