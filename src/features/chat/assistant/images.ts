import 'server-only'

import sharp from 'sharp'

import type { ChatFile, ModelImage } from '@/features/chat/assistant/types'

/** The longest side a photo is sent to the model at: enough to see checking and rot, cheap. */
export const MODEL_IMAGE_SIZE = 1024
/** Formats the model takes as pixels; HEIC and DNG (raw) are described by name instead. */
const READABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/**
 * The photos of a message as the model gets them: each resized to fit 1024 px (never enlarged),
 * turned upright by its EXIF orientation, as a JPEG data URL. A photo that cannot be read is left
 * out (and named to the model by the caller), never failing the message.
 */
export async function imagesForModel(files: ChatFile[]): Promise<ModelImage[]> {
  const images: ModelImage[] = []
  for (const file of files) {
    if (file.kind !== 'image' || !file.path || !READABLE.has(file.mimeType)) continue
    try {
      const jpeg = await sharp(file.path, { animated: false })
        .rotate()
        .resize(MODEL_IMAGE_SIZE, MODEL_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer()
      images.push({ name: file.name, dataUrl: `data:image/jpeg;base64,${jpeg.toString('base64')}` })
    } catch {
      // Left to the specialist: the file itself is on the lead.
    }
  }
  return images
}
