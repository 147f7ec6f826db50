'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the page hydrates, true once React runs in the browser: for parts
 * that must not be drawn by the server (code loaded on first use, which the server would otherwise
 * render into HTML that does nothing until its code arrives).
 */
export const useIsClient = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
