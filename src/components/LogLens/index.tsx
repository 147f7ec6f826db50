'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect } from 'react'

import { OPEN_LOG_LENS_ATTRIBUTE, OPEN_LOG_LENS_EVENT } from '@/components/LogLens/events'
import { CameraIcon } from '@/components/ui/icons'
import { useLazyOpen } from '@/components/ui/useLazyOpen'

const load = () => import('@/components/LogLens/Overlay')
const LogLensOverlay = dynamic(() => load().then((m) => m.LogLensOverlay), { ssr: false })

/** Pages that are the assistant already: no launcher, no overlay over them. */
const FULL_PAGES = ['/chat', '/log-lens']

/**
 * Answers `openLogLensModal` from anywhere on the page, and shows a small launcher in the corner
 * of the public pages. The overlay and the chat load on first use only: none of their code is
 * part of a page's first load.
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
    return () => {
      window.removeEventListener(OPEN_LOG_LENS_EVENT, show)
      document.removeEventListener('click', onClick)
      for (const type of intents) document.removeEventListener(type, onIntent)
    }
  }, [fullPage, show, preload])

  if (fullPage) return null
  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={overlay.preload}
        onTouchStart={overlay.preload}
        onFocus={overlay.preload}
        aria-haspopup="dialog"
        data-testid="log-lens-launcher"
        className="focus-ring-light fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-cedar-600 px-4 font-semibold text-white shadow-lg hover:bg-cedar-700 print:hidden"
      >
        <CameraIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">Analyze my photos</span>
        <span className="sm:hidden" aria-hidden="true">
          Photos
        </span>
      </button>
      {overlay.mounted && <LogLensOverlay open={overlay.open} onClose={onClose} />}
    </>
  )
}
