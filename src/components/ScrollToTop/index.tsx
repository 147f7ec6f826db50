'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Spec section 2/9: scroll to the top at once, then again at 50 ms and 100 ms. */
const REPEAT_MS = [50, 100] as const

function toTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}

/**
 * Scrolls to the top on every route change, repeated so late layout shifts (images, a closing
 * drawer) cannot leave the new page half scrolled. The first render is left alone, so a reload
 * keeps the browser's restored position; a link to an anchor (#section) keeps its target.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (window.location.hash) return

    toTop()
    const timers = REPEAT_MS.map((ms) => window.setTimeout(toTop, ms))
    return () => timers.forEach((timer) => window.clearTimeout(timer))
  }, [pathname])

  return null
}
