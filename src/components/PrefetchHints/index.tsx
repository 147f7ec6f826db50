'use client'

import { useEffect } from 'react'

/** How long after the page's load event the hints go in. */
const AFTER_LOAD_MS = 1000

/**
 * Spec section 2's prefetch hints for the pages visitors open most, added to the head once the
 * page has loaded (a second after its load event): in the server HTML they were fetched alongside the
 * page's own fonts, scripts and first picture, and slowed them on a phone's connection.
 */
export function PrefetchHints({ paths }: { paths: readonly string[] }) {
  useEffect(() => {
    let timer = 0
    const add = () => {
      for (const path of paths) {
        if (document.head.querySelector(`link[rel="prefetch"][href="${path}"]`)) continue
        const link = document.createElement('link')
        link.rel = 'prefetch'
        link.href = path
        document.head.append(link)
      }
    }
    const schedule = () => {
      timer = window.setTimeout(add, AFTER_LOAD_MS)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      window.clearTimeout(timer)
    }
  }, [paths])

  return null
}
