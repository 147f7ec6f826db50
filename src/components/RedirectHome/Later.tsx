'use client'

import { Suspense, useState } from 'react'

import { lazyComponent } from '@/components/ui/lazyComponent'
import { useIsClient } from '@/components/ui/useIsClient'

const RedirectHome = lazyComponent(
  () => import('@/components/RedirectHome'),
  (m) => m.RedirectHome,
)

/**
 * The 404 page's way home (the countdown and "Stay on this page"), loaded once the page runs in a
 * browser: none of its code is in every page's first load, and a browser without JavaScript, which
 * would not go home, is not promised that it will.
 */
export function RedirectHomeLater() {
  // When the page came, taken now (this code is in the page's first load), so the countdown's
  // 3 seconds include the time its own code takes to arrive (issue 28).
  const [since] = useState(() => (typeof window === 'undefined' ? 0 : shownAt()))
  return useIsClient() ? (
    <Suspense>
      <RedirectHome since={since} />
    </Suspense>
  ) : null
}

/** See ../RedirectHome: 0 for a page loaded as a document, else now. */
function shownAt(): number {
  const [entry] = performance.getEntriesByType('navigation')
  return entry && entry.name === location.href ? 0 : performance.now()
}
