import { envOf, SEASONS, SKIES, STAINS, WEATHERED } from '../palettes'
import { drawWindow } from '../parts/house'
import { logWall } from '../parts/logs'
import { drawRange, makeRange } from '../parts/mountains'
import { grassStrokes, pine } from '../parts/plants'
import { skyBackdrop, vignette } from '../parts/sky'
import { worker } from '../parts/worker'
import { Doc, ellipse, op, rect, VH, VW } from '../svg'
import { darken, hashSeed, mix, n, pathOf, type Pt, Rng } from '../util'

/** The crew at work on a wall: weathered on one side, stained where they have already been. */
export function crewScene(doc: Doc, variant: number): string {
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
