'use client'

import { lazy, type ComponentType } from 'react'

/** Spec section 8: the event a lazy-loaded module that fails to load raises on `window`. */
export const PRELOAD_ERROR_EVENT = 'preload-error'

/**
 * A component whose module loads when it first renders (React.lazy: render it inside a
 * `<Suspense>`), for code a page needs only on first use. A module that fails to load (a dropped
 * connection, a deployment that replaced it) raises PRELOAD_ERROR_EVENT with the error as its
 * `detail`, and the failure goes on to the nearest error boundary.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(async () => {
    try {
      return { default: pick(await load()) }
    } catch (error) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }))
      throw error
    }
  })
}
