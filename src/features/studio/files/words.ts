/**
 * A file in an owner's words, where Payload writes its MIME type, its pixels as "1600x1000" and
 * its size in bytes: "JPEG photo, 1600 × 1000, 119 KB".
 */

/** A size in bytes, as a file manager says it: "119 KB", "2.4 MB". */
export function formatFileSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const KINDS: Record<string, string> = {
  'image/jpeg': 'JPEG photo',
  'image/png': 'PNG picture',
  'image/webp': 'WebP picture',
  'image/avif': 'AVIF picture',
  'image/gif': 'GIF picture',
  'image/heic': 'HEIC photo',
  'image/svg+xml': 'SVG drawing',
  'video/mp4': 'MP4 video',
  'video/quicktime': 'QuickTime video',
  'video/webm': 'WebM video',
  'application/pdf': 'PDF document',
}

/** "JPEG photo", "MP4 video"; a kind not named here by its family: "Picture", "Video", "File". */
export function fileKind(mimeType: unknown): string {
  if (typeof mimeType !== 'string') return 'File'
  const type = mimeType.toLowerCase()
  if (KINDS[type]) return KINDS[type]
  if (type.startsWith('image/')) return 'Picture'
  if (type.startsWith('video/')) return 'Video'
  return 'File'
}

export type FileFacts = {
  mimeType?: string | null
  width?: number | null
  height?: number | null
  filesize?: number | null
}

/** "JPEG photo, 1600 × 1000, 119 KB": what it is, its size in pixels (if any), its size. */
export function fileWords({ mimeType, width, height, filesize }: FileFacts): string {
  const pixels =
    typeof width === 'number' && typeof height === 'number' ? `${width} × ${height}` : ''
  const size = typeof filesize === 'number' ? formatFileSize(filesize) : ''
  return [fileKind(mimeType), pixels, size].filter(Boolean).join(', ')
}
