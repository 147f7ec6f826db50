/** The page-level event that opens the assistant (spec section 2). */
export const OPEN_LOG_LENS_EVENT = 'openLogLensModal'

export const openLogLens = () => window.dispatchEvent(new Event(OPEN_LOG_LENS_EVENT))
