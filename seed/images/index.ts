/**
 * Generated illustrations for the seed: Colorado mountain log homes drawn as flat SVG
 * illustrations and rasterised with sharp. Nothing is downloaded.
 *
 * Everything is deterministic: the same scene and variant always give the same SVG and the same
 * image bytes. Before/after pairs: the content lists a project's 'before' picture as variant N and
 * its 'after' picture as variant N + 1, so an 'after' picture with variant N + 1 shows the very same
 * house, mountains and trees as the 'before' picture with variant N, restored.
 */
import sharp from 'sharp'

import { sceneBody, type SceneRef } from './scenes'
import { Doc } from './svg'

export { renderLogo, renderShareImage } from './brand'

function size(v: number | undefined, fallback: number): number {
  if (v === undefined || !Number.isFinite(v)) return fallback
  return Math.max(16, Math.min(4096, Math.round(v)))
}

/** The SVG source of an illustration (design space 1600×1000, cropped to fill other sizes). */
export function logHomeSvg(ref: SceneRef, width = 1600, height = 1000): string {
  const doc = new Doc()
  const body = sceneBody(doc, ref)
  return doc.svg(body, size(width, 1600), size(height, 1000))
}

/** A JPEG of an illustration, 1600×1000 unless told otherwise. */
export async function renderImage(
  ref: SceneRef,
  opts?: { width?: number; height?: number },
): Promise<Buffer> {
  const svg = logHomeSvg(ref, size(opts?.width, 1600), size(opts?.height, 1000))
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
