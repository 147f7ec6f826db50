/**
 * The estimate form's file rules (spec sections 5 and 9), shared by the browser, which checks a
 * selection before it is added, and the server, which checks the bytes as they stream in.
 */
import { MAX_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MB } from '@/features/uploads/limits'

export { MAX_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MB }

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

/** What a file's first bytes say it is (features/uploads/sniff): `ext` is `dng` for a raw photo. */
export type SniffedMedia = { kind: MediaKind; mime: string; ext: string }

/**
 * What one request may carry, for the server's streaming reader: how many files, the largest a
 * file may be by what its bytes are (never by its name), and the refusal to give.
 */
export type UploadLimits = {
  maxFiles: number
  maxBytes: (media: SniffedMedia) => number
  /** The largest any one file may be, whatever it is. */
  largest: number
  /** The refusal of a file named `name` past its `limit` in bytes. */
  tooLarge: (name: string, limit: number) => string
  /** The longest text field, and the largest JSON body. */
  maxFieldBytes: number
  maxJsonBytes: number
}

/** The estimate form: images 10MB, videos 50MB, 10 files (spec section 9). */
export const ESTIMATE_UPLOADS: UploadLimits = {
  maxFiles: MAX_FILES,
  maxBytes: (media) => maxBytes(media.kind),
  largest: MAX_VIDEO_BYTES,
  tooLarge: (name) => `${name} is too large: images may be up to 10MB and videos up to 50MB`,
  maxFieldBytes: 16 * 1024,
  maxJsonBytes: 64 * 1024,
}

/** The chat (spec sections 5 and 9): 10 MB a file, 100 MB for a .dng raw photo. */
export const CHAT_MAX_BYTES = 10 * MB
export const CHAT_MAX_DNG_BYTES = 100 * MB
export const CHAT_MAX_FILES = 10
/** Chat images above this get a placeholder instead of a preview (spec section 9). */
export const CHAT_PREVIEW_MAX_BYTES = 5 * MB

/**
 * The browser's check of a chosen file, which has only its name to go by. The server decides by
 * the file's bytes (CHAT_UPLOADS): a JPEG named .dng gets 10 MB there, a real DNG any name 100 MB.
 */
export const chatMaxBytes = (name: string) =>
  extensionOf(name) === 'dng' ? CHAT_MAX_DNG_BYTES : CHAT_MAX_BYTES

export const CHAT_UPLOADS: UploadLimits = {
  maxFiles: CHAT_MAX_FILES,
  // A DNG is told by its bytes: a TIFF whose first directory holds the DNGVersion tag.
  maxBytes: (media) =>
    media.kind === 'image' && media.ext === 'dng' ? CHAT_MAX_DNG_BYTES : CHAT_MAX_BYTES,
  largest: CHAT_MAX_DNG_BYTES,
  tooLarge: (name, limit) => `${name} exceeds ${Math.round(limit / MB)}MB limit`,
  // The conversation so far rides along as JSON: 20 messages of up to 4,000 characters.
  maxFieldBytes: 256 * 1024,
  // A lead carries its whole conversation: up to 200 messages.
  maxJsonBytes: 2 * MB,
}

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
/** The one rule for more than ten files, in the estimate form and the chat: the first ten stay. */
export const TOO_MANY_FILES: FileProblem = {
  title: 'Too many files',
  description: `Please upload at most ${MAX_FILES} photos or videos. The first ${MAX_FILES} were kept.`,
}

/**
 * Checks a new selection against the rules. One bad file rejects the whole selection (spec
 * section 5). Past MAX_FILES in all, the first files that fit are kept and TOO_MANY_FILES says
 * so, as in the chat (one rule for both).
 */
export function checkSelection<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadySelected = 0,
):
  | { ok: true; files: { file: F; kind: MediaKind }[]; problem?: FileProblem }
  | { ok: false; problem: FileProblem } {
  const checked: { file: F; kind: MediaKind }[] = []
  for (const file of files) {
    const kind = mediaKind(file)
    if (!kind) return { ok: false, problem: INVALID_FILE_TYPE }
    if (file.size > maxBytes(kind)) return { ok: false, problem: FILE_TOO_LARGE }
    checked.push({ file, kind })
  }
  const room = Math.max(0, MAX_FILES - alreadySelected)
  if (checked.length > room) {
    return { ok: true, files: checked.slice(0, room), problem: TOO_MANY_FILES }
  }
  return { ok: true, files: checked }
}

/**
 * The chat's picker (spec sections 5 and 9): photos and videos only; a file over 10 MB (100 MB
 * for a .dng) is turned away with the rest kept, and named in 'Some files too large'.
 */
export function checkChatSelection<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadySelected = 0,
) {
  const accepted: { file: F; kind: MediaKind }[] = []
  const tooLarge: string[] = []
  const invalid: string[] = []
  for (const file of files) {
    const kind = mediaKind(file)
    if (!kind) invalid.push(file.name)
    else if (file.size > (kind === 'image' ? chatMaxBytes(file.name) : CHAT_MAX_BYTES)) {
      tooLarge.push(file.name)
    } else accepted.push({ file, kind })
  }
  const room = Math.max(0, CHAT_MAX_FILES - alreadySelected)
  return { accepted: accepted.slice(0, room), tooLarge, invalid, overLimit: accepted.length > room }
}

export const chatTooLarge = (names: string[]): FileProblem => ({
  title: 'Some files too large',
  description: `${names.join(', ')} exceed 10MB limit`,
})

/** Images over 5 MB and raw .dng photos get a placeholder instead of a preview. */
export const chatHasPreview = (file: { name: string; type: string; size: number }) =>
  mediaKind(file) === 'image' && file.size <= CHAT_PREVIEW_MAX_BYTES && hasPreview(file)
