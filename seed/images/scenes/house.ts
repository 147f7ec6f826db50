import { envOf, GREY_SKIES, SEASONS, SKIES } from '../palettes'
import { drawHouse, houseSpec } from '../parts/house'
import { drawRange, forestHill, makeRange } from '../parts/mountains'
import { aspen, bush, grassStrokes, pine, rock } from '../parts/plants'
import { skyBackdrop, vignette } from '../parts/sky'
import { circle, Doc, op, rect, VH, VW } from '../svg'
import { darken, hashSeed, lighten, mix, n, pathOf, Rng, spline } from '../util'

/**
 * A log home among mountains and trees: weathered under a grey sky ('before'), or restored
 * ('after').
 * `focus` is the house's x, where the share image centres its crop.
 */
export function houseScene(
  doc: Doc,
  variant: number,
  weathered: boolean,
): { body: string; focus: number } {
  // 'after' N + 1 is the restored version of 'before' N (see ../index.ts).
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
