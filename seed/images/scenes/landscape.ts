import { envOf, SEASONS, SKIES } from '../palettes'
import { drawHouse, houseSpec } from '../parts/house'
import { drawRange, forestHill, makeRange } from '../parts/mountains'
import { aspen, grassStrokes, pine } from '../parts/plants'
import { skyBackdrop, vignette } from '../parts/sky'
import { circle, Doc, op, ops, rect, VH, VW } from '../svg'
import { blob, darken, hashSeed, lighten, mix, n, pathOf, type Pt, Rng, spline, yAt } from '../util'

/** A mountain valley: forested ridges, aspens, a river, a log home in the middle distance. */
export function landscapeScene(doc: Doc, variant: number): string {
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
