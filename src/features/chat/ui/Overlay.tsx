'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { ChatPanel } from '@/features/chat/ui/ChatPanel'
import { CloseIcon } from '@/components/ui/icons'
import { track } from '@/features/analytics/track'
import { CHAT_WORDS } from '@/features/chat/greetings'
import { photoReview } from '@/features/chat/ui/photoReview'

/**
 * The assistant's overlay (spec section 2): a modal dialog, centred, at most 768 × 650 px (90 % /
 * 85 % of the window). The native modal dialog keeps focus inside, closes on Escape and gives
 * focus back to what opened it; a click on the backdrop or the close button closes it too. It
 * stays mounted once opened, so the conversation is still there when it opens again.
 */
export function LogLensOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()
  const shownAt = useRef(pathname)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      shownAt.current = pathname
      element.showModal()
      track('chat_opened')
    } else if (!open && element.open) element.close()
  }, [open, pathname])

  // A link in an answer led to another page: the overlay gets out of the way.
  useEffect(() => {
    if (open && pathname !== shownAt.current) onClose()
  }, [open, pathname, onClose])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="log-lens-title"
      data-testid="log-lens-overlay"
      data-log-lens-dialog
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-auto h-[min(650px,85vh)] w-[min(768px,90vw)] max-w-none overflow-hidden rounded-xl bg-white p-0 shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-black/10 bg-forest-900 px-4 py-3 text-cream-50">
          <div>
            <h2 id="log-lens-title" className="text-lg font-bold">
              Log Lens photo analysis
            </h2>
            <p className="text-sm text-cream-50/80">{CHAT_WORDS[photoReview()].subtitle}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-forest-800"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1">
          <ChatPanel />
        </div>
      </div>
    </dialog>
  )
}
