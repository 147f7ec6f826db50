/**
 * The house: log walls on a stone foundation with windows and a door, a metal or shingle roof with
 * an optional chimney, and a porch under a front gable. Each part draws in the order below; the
 * order is the picture's (what is drawn later covers what came before) and the order in which the
 * parts use the document's ids and the `wear` stream, so it may not change.
 */
import type { Doc } from '../../svg'
import { houseFrame, type HouseLook, type HouseSpec } from './frame'
import { beam, deck, gableFace, timberFills, truss } from './porch'
import { chimney, gableRoof, mainRoof } from './roof'
import { door, roofShade, walls } from './walls'
import { windowPaints, windows } from './windows'

export { houseSpec, type HouseLook, type HouseSpec } from './frame'
export { drawWindow } from './windows'

export interface HouseOut {
  svg: string
  doorX: number
  left: number
  right: number
  top: number
  ground: number
}

export function drawHouse(doc: Doc, s: HouseSpec, look: HouseLook): HouseOut {
  const f = houseFrame(s, look)
  const { glass, streak } = windowPaints(doc, look)
  const winOpts = {
    trim: s.trim,
    glass,
    cols: s.paneCols,
    rows: s.paneRows,
    weathered: look.weathered,
    wear: f.wear,
    streak,
  }
  const out = [walls(doc, f), windows(f, winOpts), door(doc, f, glass), roofShade(doc, f)]
  const roof = mainRoof(doc, f)
  out.push(roof.svg, chimney(doc, f), gableFace(doc, f, glass, winOpts))
  const timber = timberFills(doc, f.wood)
  out.push(truss(f, timber), gableRoof(f, roof), beam(f, timber), deck(f, timber))
  const { L, G, doorX, roofL, roofR, ridgeY } = f
  return {
    svg: out.join(''),
    doorX,
    left: roofL,
    right: roofR,
    top: ridgeY - L * 2.2,
    ground: G,
  }
}
