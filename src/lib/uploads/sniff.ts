import { fileTypeFromBuffer } from 'file-type'

import type { MediaKind } from '@/lib/uploads/rules'

/** Bytes enough for every signature file-type knows. */
export const SNIFF_BYTES = 4100

/**
 * What a file really is, from its first bytes: an image or a video with its MIME type and usual
 * extension, or null for
 * anything else (a renamed .exe, a text file, an SVG, which can carry scripts).
 */
export async function sniffMedia(
  head: Uint8Array,
): Promise<{ kind: MediaKind; mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(head)
  if (!type) return null
  if (type.mime.startsWith('image/') && type.mime !== 'image/svg+xml') {
    return { kind: 'image', mime: type.mime, ext: type.ext }
  }
  if (type.mime.startsWith('video/')) return { kind: 'video', mime: type.mime, ext: type.ext }
  return null
}
