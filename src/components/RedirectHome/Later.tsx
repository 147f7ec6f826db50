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
  const isClient = useIsClient()
  // When the page came, on the `performance.now()` clock, so the countdown's 3 seconds include
  // the time its own code takes to arrive (issue 28). A page that hydrates came as a document:
  // the clock's 0 is its navigation's start. Drawn by the browser alone (a client-side
  // navigation to a missing page), it came now.
  const [since] = useState(() => (isClient ? performance.now() : 0))
  return isClient ? (
    <Suspense>
      <RedirectHome since={since} />
    </Suspense>
  ) : null
}
