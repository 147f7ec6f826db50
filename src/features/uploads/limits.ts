/**
 * The estimate form's size and count limits (spec sections 5 and 9), on their own so the form's
 * first-load code can print them without carrying the file rules (./rules.ts).
 */
export const MB = 1024 * 1024
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 50 * MB
/** Files per request: a homeowner's walk-around, not an archive. */
export const MAX_FILES = 10
