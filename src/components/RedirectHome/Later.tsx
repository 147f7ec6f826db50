'use client'

import { Suspense } from 'react'

import { lazyComponent } from '@/components/ui/lazyComponent'
import { useIsClient } from '@/components/ui/useIsClient'

const RedirectHome = lazyComponent(
  () => import('@/components/RedirectHome'),
  (m) => m.RedirectHome,
)

/**
 * The 404 page's way home (the countdown and "Stay on this page"), loaded once the page runs in a
 * browser: none of its code is in every page's first load, and a browser without JavaScript, which
 * would not go home, is not promised that it will. Its 3 seconds count from when the countdown is
 * drawn, with the page's message already on screen (see ../RedirectHome).
 */
export function RedirectHomeLater() {
  return useIsClient() ? (
    <Suspense>
      <RedirectHome />
    </Suspense>
  ) : null
}
