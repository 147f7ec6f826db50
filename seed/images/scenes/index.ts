import type { ImageRef } from '../../content/types'
import { Doc } from '../svg'
import { crewScene } from './crew'
import { detailScene } from './detail'
import { houseScene } from './house'
import { landscapeScene } from './landscape'

export type SceneRef = Pick<ImageRef, 'scene' | 'variant'>

/** The body of a scene's SVG. A variant counts by its whole part (0 when it is not a number). */
export function sceneBody(doc: Doc, ref: SceneRef): string {
  const v = Number.isFinite(ref.variant) ? Math.trunc(ref.variant) : 0
  switch (ref.scene) {
    case 'before':
      return houseScene(doc, v, true).body
    case 'detail':
      return detailScene(doc, v)
    case 'landscape':
      return landscapeScene(doc, v)
    case 'crew':
      return crewScene(doc, v)
    case 'after':
    default:
      return houseScene(doc, v, false).body
  }
}
