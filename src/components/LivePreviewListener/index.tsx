'use client'

import { Suspense } from 'react'

import { lazyComponent } from '@/components/ui/lazyComponent'

const Listener = lazyComponent(
  () => import('@/components/LivePreviewListener/Listener'),
  (m) => m.Listener,
)

/**
 * In the studio's live preview, re-render the page whenever the document is saved. Only drafts
 * render it, so its code loads then: a published page's first load does not carry it.
 */
export function LivePreviewListener() {
  return (
    <Suspense>
      <Listener />
    </Suspense>
  )
}
