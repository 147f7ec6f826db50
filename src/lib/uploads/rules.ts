/**
 * The estimate form's file rules (spec sections 5 and 9), shared by the browser, which checks a
 * selection before it is added, and the server, which checks the bytes as they stream in.
 */
export const MB = 1024 * 1024
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 50 * MB
/** Files per request: a homeowner's walk-around, not an archive. */
export const MAX_FILES = 10

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp', 'gif', 'bmp', 'dng']
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'm4v', 'webm']
/** Browsers cannot draw these, so the form shows a file card instead of a preview. */
const NO_PREVIEW_EXTENSIONS = ['heic', 'heif', 'dng']

/** The `accept` list of the file input. */
export const ACCEPT = [
  'image/*',
  'video/*',
  ...[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((ext) => `.${ext}`),
].join(',')

export type MediaKind = 'image' | 'video'

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** Image or video by the browser's type or the name's extension; null for anything else. */
export function mediaKind(file: { name: string; type: string }): MediaKind | null {
  const ext = extensionOf(file.name)
  if (file.type.startsWith('image/') || IMAGE_EXTENSIONS.includes(ext)) return 'image'
  if (file.type.startsWith('video/') || VIDEO_EXTENSIONS.includes(ext)) return 'video'
  return null
}

export const maxBytes = (kind: MediaKind) => (kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES)

export const hasPreview = (file: { name: string; type: string }) =>
  !NO_PREVIEW_EXTENSIONS.includes(extensionOf(file.name)) &&
  !/^image\/(heic|heif|x-adobe-dng)/.test(file.type)

export type FileProblem = { title: string; description: string }

export const INVALID_FILE_TYPE: FileProblem = {
  title: 'Invalid file type',
  description: 'Please upload images (JPG, PNG, HEIC, etc.) or videos (MP4, MOV, etc.)',
}
export const FILE_TOO_LARGE: FileProblem = {
  title: 'File too large',
  description: 'Please upload images/videos smaller than 10MB/50MB',
}
export const TOO_MANY_FILES: FileProblem = {
  title: 'Too many files',
  description: `Please upload at most ${MAX_FILES} photos or videos`,
}

/**
 * Checks a new selection against the rules. One bad file rejects the whole selection (spec
 * section 5), and so does a selection that would take the form past MAX_FILES.
 */
export function checkSelection<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadySelected = 0,
): { ok: true; files: { file: F; kind: MediaKind }[] } | { ok: false; problem: FileProblem } {
  const checked: { file: F; kind: MediaKind }[] = []
  for (const file of files) {
    const kind = mediaKind(file)
    if (!kind) return { ok: false, problem: INVALID_FILE_TYPE }
    if (file.size > maxBytes(kind)) return { ok: false, problem: FILE_TOO_LARGE }
    checked.push({ file, kind })
  }
  if (alreadySelected + checked.length > MAX_FILES) return { ok: false, problem: TOO_MANY_FILES }
  return { ok: true, files: checked }
}
