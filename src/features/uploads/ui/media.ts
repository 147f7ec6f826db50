import { hasPreview, MB, type MediaKind } from '@/features/uploads/rules'
import { randomId } from '@/utilities/randomId'

/** Spec section 3's uploaded media item: the file, a preview address (empty without one), an id. */
export type MediaItem = { id: string; file: File; preview: string; type: MediaKind }

/** HEIC, HEIF and DNG get no preview address: browsers cannot draw them. */
export function createMediaItem(file: File, type: MediaKind): MediaItem {
  return { id: randomId(), file, type, preview: hasPreview(file) ? URL.createObjectURL(file) : '' }
}

/** Frees the preview addresses of items that leave the form. */
export function releaseMedia(items: readonly MediaItem[]) {
  for (const item of items) if (item.preview) URL.revokeObjectURL(item.preview)
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / MB).toFixed(1)} MB`
}
