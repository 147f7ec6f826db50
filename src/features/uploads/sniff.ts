import { fileTypeFromBuffer } from 'file-type/core'

import type { SniffedMedia } from '@/features/uploads/rules'

/**
 * What a file is by its first bytes, for the server as it streams a file in and for the browser
 * as a file is chosen (./ui/checkBytes.ts): one rule, so a file the browser takes is one the
 * server takes. `file-type/core` reads a buffer only (no Node streams), so it runs in both; the
 * browser loads this module when a file is chosen, never in a page's first load.
 */

/** Bytes enough for every signature file-type knows. */
export const SNIFF_BYTES = 4100

/** DNGVersion: the tag every DNG has in its first image directory (DNG specification, ch. 4). */
const DNG_VERSION_TAG = 0xc612

/**
 * A DNG raw photo by its bytes: a TIFF file (`II*\0` little-endian or `MM\0*` big-endian) whose
 * first image directory (IFD) holds the DNGVersion tag. Only `head` is read: a directory past it
 * (cameras and converters write it at offset 8) does not count. file-type knows DNG the same way,
 * but takes a directory with a PrintIM tag (0xC4A5, which comes first) for a Sony ARW.
 */
export function isDng(head: Uint8Array): boolean {
  if (head.length < 8) return false
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  const order = view.getUint16(0)
  if (order !== 0x4949 && order !== 0x4d4d) return false
  const little = order === 0x4949
  if (view.getUint16(2, little) !== 42) return false
  const ifd = view.getUint32(4, little)
  if (ifd < 8 || ifd + 2 > head.length) return false
  const tags = view.getUint16(ifd, little)
  for (let i = 0; i < tags; i++) {
    const at = ifd + 2 + i * 12
    if (at + 2 > head.length) return false
    if (view.getUint16(at, little) === DNG_VERSION_TAG) return true
  }
  return false
}

/**
 * What a file really is, from its first bytes: an image or a video with its MIME type and usual
 * extension (`dng` for a raw DNG photo, whatever its name), or null for anything else (a renamed
 * .exe, a text file, an SVG, which can carry scripts).
 */
export async function sniffMedia(head: Uint8Array): Promise<SniffedMedia | null> {
  if (isDng(head)) return { kind: 'image', mime: 'image/x-adobe-dng', ext: 'dng' }
  const type = await fileTypeFromBuffer(head)
  if (!type) return null
  if (type.mime.startsWith('image/') && type.mime !== 'image/svg+xml') {
    return { kind: 'image', mime: type.mime, ext: type.ext }
  }
  if (type.mime.startsWith('video/')) return { kind: 'video', mime: type.mime, ext: type.ext }
  return null
}
