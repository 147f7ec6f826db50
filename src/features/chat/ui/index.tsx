'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useCallback, useEffect } from 'react'

import { OPEN_LOG_LENS_ATTRIBUTE, OPEN_LOG_LENS_EVENT } from '@/features/chat/ui/events'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { useLazyOpen } from '@/components/ui/useLazyOpen'

import { loadPhotoReview } from '@/features/chat/ui/photoReview'

/** The overlay's code, and who reviews the photos (its words depend on it). */
const load = () =>
  Promise.all([import('@/features/chat/ui/Overlay'), loadPhotoReview()]).then(([module]) => module)
const LogLensOverlay = lazyComponent(load, (m) => m.LogLensOverlay)

/** Pages that are the assistant already: no overlay over them. */
const FULL_PAGES = ['/chat', '/log-lens']

/**
 * Answers `openLogLensModal` from anywhere on the page, and clicks on the assistant's entry points
 * (links marked `data-log-lens-open`: the launcher, the "Analyze my log home photos" actions). The
 * overlay and the chat load on first use only: none of their code is part of a page's first load.
 */
export function LogLens() {
  const pathname = usePathname()
  const overlay = useLazyOpen(load)
  const { show, setOpen, preload } = overlay
  const onClose = useCallback(() => setOpen(false), [setOpen])
  const fullPage = FULL_PAGES.includes(pathname)

  useEffect(() => {
    if (fullPage) return
    // The entry points are plain links to /log-lens: with this code loaded, they open the overlay.
    const isEntry = (event: Event) =>
      event.target instanceof Element && event.target.closest(`[${OPEN_LOG_LENS_ATTRIBUTE}]`)
    const onClick = (event: MouseEvent) => {
      if (!isEntry(event) || event.button !== 0 || event.metaKey || event.ctrlKey) return
      event.preventDefault()
      window.dispatchEvent(new Event(OPEN_LOG_LENS_EVENT))
    }
    // Intent (hover, touch, focus) starts loading the overlay, so the tap does not wait.
    const onIntent = (event: Event) => {
      if (isEntry(event)) preload()
    }
    const intents = ['pointerover', 'touchstart', 'focusin'] as const
    window.addEventListener(OPEN_LOG_LENS_EVENT, show)
    document.addEventListener('click', onClick)
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true })
    // Says on the page that the entry points open the overlay now (before, they are links to the
    // assistant's page): what the end-to-end tests wait for before a press that needs the overlay.
    document.documentElement.dataset.logLens = 'overlay'
    return () => {
      delete document.documentElement.dataset.logLens
      window.removeEventListener(OPEN_LOG_LENS_EVENT, show)
      document.removeEventListener('click', onClick)
      for (const type of intents) document.removeEventListener(type, onIntent)
    }
  }, [fullPage, show, preload])

  return overlay.mounted && !fullPage ? (
    <Suspense>
      <LogLensOverlay open={overlay.open} onClose={onClose} />
    </Suspense>
  ) : null
}
