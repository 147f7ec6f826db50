/** The page-level event that opens the assistant (spec section 2). */
export const OPEN_LOG_LENS_EVENT = 'openLogLensModal'

/** Marks a link or button that opens the assistant: LogLens listens for clicks on it. */
export const OPEN_LOG_LENS_ATTRIBUTE = 'data-log-lens-open'
