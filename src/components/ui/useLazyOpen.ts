'use client'

import { useCallback, useState } from 'react'

/**
 * Open state for a dialog whose code loads on first use: `mounted` turns true at the first
 * open (or on intent, `preload`) and stays true, so the dialog can animate out and in again.
 */
export function useLazyOpen(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  // Stable, so listeners that call them are attached once.
  const show = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])
  /**
   * Start loading on hover, focus or touch, so the first tap does not wait. A failure here is
   * left to the render that needs the module (lazyComponent reports it).
   */
  const preload = useCallback(() => void load().catch(() => {}), [load])
  return { open, mounted, setOpen, show, preload }
}
