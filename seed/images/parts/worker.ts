/** A crew member at work, seen from behind (the crew scene). */
import { circle, ellipse, op, rect } from '../svg'
import { darken, lighten, n, pathOf, type Pt } from '../util'

interface WorkerOpts {
  x: number
  foot: number
  s: number
  hand: Pt
  side: 1 | -1
  tool: 'brush' | 'sprayer'
  stain: string
  hat: string
  vest: string
  shirt: string
  pants: string
  skin: string
  hair: string
}

/** A crew member seen from behind, working on the wall. */
export function worker(o: WorkerOpts): string {
  const { s } = o
  const X = (x: number): number => o.x + x * s
  const Y = (y: number): number => o.foot + y * s
  const out: string[] = []
  // Legs and boots.
  out.push(rect(X(-20), Y(-120), 17 * s, 110 * s, o.pants, ` rx="${n(4 * s)}"`))
  out.push(rect(X(3), Y(-120), 17 * s, 110 * s, darken(o.pants, 0.08), ` rx="${n(4 * s)}"`))
  out.push(rect(X(-24), Y(-16), 22 * s, 16 * s, '#3b2a1d', ` rx="${n(5 * s)}"`))
  out.push(rect(X(2), Y(-16), 22 * s, 16 * s, '#3b2a1d', ` rx="${n(5 * s)}"`))
  // Arms: the idle one first.
  const sh: Pt = [X(o.side * 21), Y(-196)]
  const sh2: Pt = [X(-o.side * 21), Y(-196)]
  const arm = (a: Pt, e: Pt, h: Pt): string =>
    `<path d="M${n(a[0])} ${n(a[1])}L${n(e[0])} ${n(e[1])}L${n(h[0])} ${n(h[1])}" fill="none" stroke="${o.shirt}" stroke-width="${n(15 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`
  const h2: Pt = [X(-o.side * 30), Y(-112)]
  out.push(arm(sh2, [X(-o.side * 33), Y(-152)], h2))
  out.push(circle(h2[0], h2[1], 7.5 * s, '#b48a55'))
  // Torso, vest and reflective stripes.
  out.push(rect(X(-27), Y(-206), 54 * s, 96 * s, o.shirt, ` rx="${n(12 * s)}"`))
  out.push(rect(X(-25), Y(-200), 50 * s, 84 * s, o.vest, ` rx="${n(8 * s)}"`))
  const stripe = '#e9eef0'
  out.push(rect(X(-25), Y(-150), 50 * s, 6 * s, stripe))
  out.push(rect(X(-25), Y(-134), 50 * s, 6 * s, stripe))
  out.push(rect(X(-15), Y(-200), 6 * s, 50 * s, stripe))
  out.push(rect(X(9), Y(-200), 6 * s, 50 * s, stripe))
  out.push(rect(X(-26), Y(-118), 52 * s, 7 * s, '#2b2520'))
  // Neck, head, hard hat.
  out.push(rect(X(-7), Y(-216), 14 * s, 16 * s, o.skin))
  out.push(ellipse(X(-15), Y(-225), 3.5 * s, 5 * s, darken(o.skin, 0.08)))
  out.push(ellipse(X(15), Y(-225), 3.5 * s, 5 * s, darken(o.skin, 0.08)))
  out.push(circle(X(0), Y(-227), 15 * s, o.skin))
  out.push(
    `<path d="M${n(X(-15))} ${n(Y(-230))}h${n(30 * s)}v${n(5 * s)}q${n(-15 * s)} ${n(14 * s)} ${n(-30 * s)} 0z" fill="${o.hair}"/>`,
  )
  out.push(rect(X(-14), Y(-206), 28 * s, 6 * s, darken(o.shirt, 0.15), ` rx="${n(3 * s)}"`))
  out.push(
    `<path d="M${n(X(-19))} ${n(Y(-234))}a${n(19 * s)} ${n(18 * s)} 0 0 1 ${n(38 * s)} 0z" fill="${o.hat}"/>`,
  )
  out.push(ellipse(X(0), Y(-234), 24 * s, 4.5 * s, darken(o.hat, 0.08)))
  out.push(rect(X(-3), Y(-251), 6 * s, 16 * s, lighten(o.hat, 0.2), op(0.7)))
  // Working arm, reaching to the wall.
  const dx = o.hand[0] - sh[0]
  const dy = o.hand[1] - sh[1]
  const dist = Math.hypot(dx, dy) || 1
  const reach = Math.min(dist, 112 * s)
  const hand: Pt = [sh[0] + (dx / dist) * reach, sh[1] + (dy / dist) * reach]
  const elbow: Pt = [
    (sh[0] + hand[0]) / 2 + (dy / dist) * 18 * s * o.side,
    (sh[1] + hand[1]) / 2 + Math.abs(dx / dist) * 18 * s,
  ]
  if (o.tool === 'sprayer') {
    const dir: Pt = [dx / dist, dy / dist]
    const tip: Pt = [hand[0] + dir[0] * 58 * s, hand[1] + dir[1] * 58 * s]
    const spread = 0.34
    const reachMist = 120 * s
    const rot = (a: number): Pt => [
      tip[0] + (dir[0] * Math.cos(a) - dir[1] * Math.sin(a)) * reachMist,
      tip[1] + (dir[0] * Math.sin(a) + dir[1] * Math.cos(a)) * reachMist,
    ]
    out.push(`<path d="${pathOf([tip, rot(-spread), rot(spread)])}" fill="${o.stain}"${op(0.35)}/>`)
    out.push(
      `<path d="${pathOf([tip, rot(-spread * 0.5), rot(spread * 0.5)])}" fill="${o.stain}"${op(0.35)}/>`,
    )
    out.push(
      `<path d="M${n(hand[0])} ${n(hand[1])}C${n(hand[0] + 30 * s)} ${n(hand[1] + 120 * s)} ${n(X(30))} ${n(Y(-60))} ${n(X(60))} ${n(Y(20))}" fill="none" stroke="#26221f" stroke-width="${n(4 * s)}"/>`,
    )
    out.push(
      `<path d="M${n(hand[0])} ${n(hand[1])}L${n(tip[0])} ${n(tip[1])}" stroke="#4a4a4a" stroke-width="${n(5 * s)}" stroke-linecap="round"/>`,
    )
    out.push(circle(tip[0], tip[1], 4 * s, '#222222'))
  }
  out.push(arm(sh, elbow, hand))
  if (o.tool === 'brush') {
    const bx = hand[0]
    const by = hand[1]
    out.push(rect(bx - 4 * s, by - 6 * s, 8 * s, 18 * s, '#a0723f'))
    out.push(rect(bx - 8 * s, by - 14 * s, 16 * s, 9 * s, '#9ba3a8'))
    out.push(
      rect(bx - 9 * s, by - 34 * s, 18 * s, 21 * s, darken(o.stain, 0.25), ` rx="${n(3 * s)}"`),
    )
  }
  out.push(circle(hand[0], hand[1], 8 * s, '#b48a55'))
  return out.join('')
}
