import { envOf, GREY_SKIES, mix3, SEASONS, SKIES, STAINS, WEATHERED } from '../palettes'
import { logWall } from '../parts/logs'
import { drawRange, makeRange } from '../parts/mountains'
import { pine } from '../parts/plants'
import { skyBackdrop, vignette } from '../parts/sky'
import { Doc, rect, VH, VW } from '../svg'
import { hashSeed, mix, Rng } from '../util'

/** A close-up of a log corner: failing and grey on odd variants, freshly stained on even ones. */
export function detailScene(doc: Doc, variant: number): string {
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
