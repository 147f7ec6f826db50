/** The sky with its sun and clouds, and the vignette every scene ends with. */
import type { Env, Sky } from '../palettes'
import { circle, Doc, ellipse, op, rect, VH, VW } from '../svg'
import { n, Rng } from '../util'

export function skyBackdrop(
  doc: Doc,
  rng: Rng,
  env: Env,
  horizon: number,
  sunX: number,
  sunY: number,
): string {
  const s = env.sky
  const out: string[] = []
  const fill = doc.linear(
    [
      [0, s.top],
      [0.55, s.mid],
      [1, s.horizon],
    ],
    [0, 0, 0, horizon],
    true,
  )
  out.push(rect(0, 0, VW, VH, fill))
  if (s.sun) {
    const glow = doc.radial([
      [0, s.glow, 0.9],
      [0.25, s.glow, 0.45],
      [1, s.glow, 0],
    ])
    out.push(circle(sunX, sunY, 330, glow))
    out.push(circle(sunX, sunY, 34, s.sun))
  }
  if (s.grey) {
    const bands: string[] = []
    for (let i = 0; i < 9; i++) {
      const y = rng.range(40, horizon * 0.62)
      const c = i % 3 === 0 ? s.cloudShade : s.cloud
      bands.push(
        ellipse(
          rng.range(0, VW),
          y,
          rng.range(260, 620),
          rng.range(22, 55),
          c,
          op(rng.range(0.3, 0.6)),
        ),
      )
    }
    out.push(bands.join(''))
  }
  for (let i = 0; i < (s.grey ? 2 : s.clouds); i++) {
    const x = rng.range(-40, VW + 40)
    const y = rng.range(60, horizon * 0.5)
    out.push(cloud(rng, x, y, rng.range(0.7, 1.5), s))
  }
  return out.join('')
}

/** An ellipse as a sub-path, so several can share one element (and one opacity). */
function ovalD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0z`
}

function cloud(rng: Rng, x: number, y: number, k: number, s: Sky): string {
  const w = 110 * k
  const puffs: string[] = [ovalD(x, y + 2 * k, w * 0.98, 14 * k)]
  const count = rng.int(3, 5)
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const px = x - w * 0.75 + w * 1.5 * t + rng.jitter(10 * k)
    const r = (22 + 26 * Math.sin(Math.PI * t)) * k * rng.range(0.8, 1.15)
    puffs.push(ovalD(px, y - r * 0.35, r, r))
  }
  const a = s.grey ? 0.9 : 0.82
  return (
    `<path d="${ovalD(x, y + 6 * k, w, 16 * k)}" fill="${s.cloudShade}"${op(a)}/>` +
    `<path d="${puffs.join('')}" fill="${s.cloud}"${op(a)}/>`
  )
}

export function vignette(doc: Doc, strength: number): string {
  const g = doc.radial(
    [
      [0.55, '#000000', 0],
      [1, '#1b140c', strength],
    ],
    VW / 2,
    VH * 0.45,
    VW * 0.62,
    true,
  )
  return rect(0, 0, VW, VH, g)
}
