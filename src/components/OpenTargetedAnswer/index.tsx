'use client'

import { useEffect } from 'react'

/**
 * Opens the question the address points at (/faq#faq-12: a search result, a shared link) and
 * brings it into view, now and whenever the hash changes.
 */
export function OpenTargetedAnswer() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      const target = id ? document.getElementById(id) : null
      if (!(target instanceof HTMLDetailsElement)) return
      target.open = true
      target.scrollIntoView({ block: 'start' })
      target.querySelector('summary')?.focus({ preventScroll: true })
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
  return null
}
