/** The house's plan (chosen once per house) and the measurements its parts share. */
import { STAINS, WEATHERED, type Wood } from '../../palettes'
import { hashSeed, Rng } from '../../util'

export interface HouseSpec {
  w: number
  stories: 1 | 2
  /** Courses below the porch beam (all of them on a single-storey house). */
  porchCourses: number
  courses: number
  logH: number
  pitch: number
  roof: 'metal' | 'shingle'
  roofColor: string
  stain: Wood
  trim: string
  door: string
  gableFrac: number
  gableShift: number
  gableFace: 'logs' | 'boards'
  truss: boolean
  windows: number
  paneCols: number
  paneRows: number
  chimney: -1 | 0 | 1
  deck: 'porch' | 'full'
  doorSide: -1 | 1
  stone: string
  seed: number
}

export function houseSpec(key: number): HouseSpec {
  const r = new Rng(hashSeed(key, 'house'))
  const roof = r.chance(0.55) ? 'metal' : 'shingle'
  const stories = r.chance(0.35) ? 2 : 1
  const courses = stories === 2 ? r.int(15, 17) : r.int(9, 11)
  return {
    w: r.range(640, 820),
    stories,
    porchCourses: stories === 2 ? r.int(8, 9) : courses,
    courses,
    logH: stories === 2 ? r.range(24, 27) : r.range(26, 30),
    pitch: r.range(0.5, 0.95),
    roof,
    roofColor:
      roof === 'metal'
        ? r.pick(['#3f6b4b', '#2f5a45', '#4b6f40', '#36584f'])
        : r.pick(['#4a4541', '#3b3838', '#55483f']),
    stain: r.pick(STAINS),
    trim: r.pick(['#efe6d3', '#3b2a1e', '#2f4a3a', '#efe6d3', '#6e2d22']),
    door: r.pick(['#7a2e22', '#3f5a3a', '#5a3820', '#2f3f4f']),
    gableFrac: r.range(0.34, 0.44),
    gableShift: r.pick([-0.7, -0.35, 0, 0, 0.35, 0.7]),
    gableFace: r.chance(0.6) ? 'logs' : 'boards',
    truss: r.chance(0.45),
    windows: r.int(2, 4),
    paneCols: r.int(2, 3),
    paneRows: r.int(1, 2),
    chimney: r.pick([-1, 1, 1, 0] as const),
    deck: r.chance(0.55) ? 'full' : 'porch',
    doorSide: r.chance(0.5) ? -1 : 1,
    stone: r.pick(['#8f8a80', '#9a8f7e', '#7f8486']),
    seed: hashSeed(key, 'house-detail'),
  }
}

export interface HouseLook {
  weathered: boolean
  glow: boolean
  /** Skip the finest texture (for small, distant houses). */
  small?: boolean
}

/**
 * Where everything is, in the house's own units (x 0 is its middle, y 0 the top of the
 * foundation, up is negative): worked out once, used by the walls, the windows, the roof and the
 * porch. `wear` is the one stream for weathering details; its draws follow the drawing order.
 */
export type HouseFrame = ReturnType<typeof houseFrame>

export function houseFrame(s: HouseSpec, look: HouseLook) {
  const wear = new Rng((s.seed ^ 0x5bd1e995) >>> 0)
  const W = s.w
  const L = s.logH
  const H = s.courses * L
  const top = -H
  const G = L * 1.3
  const ext = L * 1.35
  const endR = L * 0.56
  const wood = look.weathered ? WEATHERED : s.stain

  const ov = L * 1.1
  const roofL = -W / 2 - ext - ov
  const roofR = W / 2 + ext + ov
  const eaveY = top + L * 0.45
  const roofH = W * (0.13 + 0.12 * s.pitch)
  const ridgeY = eaveY - roofH
  const gw = W * s.gableFrac
  const gx = s.gableShift * (W / 2 - gw / 2 - L * 2.5)
  const beamH = L * 0.95
  const porchTop = -s.porchCourses * L
  const beamBot = porchTop + L * 0.75
  const gb = beamBot - beamH
  const gh = Math.min((gw / 2) * (s.pitch * 1.1 + 0.2), gb - ridgeY - L * 0.6)
  const apexY = gb - gh
  const postW = L * 0.85
  const postL = gx - gw / 2 + L * 0.4
  const postR = gx + gw / 2 - L * 0.4 - postW
  const doorW = L * 3.4
  const doorH = Math.min(L * 7.4, -porchTop - L * 1.6)
  const inner = postR - (postL + postW)
  const centred = inner > doorW + L * 10
  const doorX = centred ? gx : gx + s.doorSide * Math.max(0, inner / 2 - doorW / 2 - L * 1.2)
  const sill = -L * 2.9
  const winTop = -doorH
  const winH = sill - winTop
  return {
    s,
    look,
    wear,
    wood,
    W,
    L,
    top,
    G,
    ext,
    endR,
    roofL,
    roofR,
    eaveY,
    roofH,
    ridgeY,
    gw,
    gx,
    beamH,
    porchTop,
    beamBot,
    gb,
    gh,
    apexY,
    postW,
    postL,
    postR,
    doorW,
    doorH,
    inner,
    centred,
    doorX,
    winTop,
    winH,
  }
}
