'use client'

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'

import { CloseIcon, FileIcon } from '@/components/ui/icons'
import { useIsClient } from '@/components/ui/useIsClient'
import { overlayButton, StepButtons } from '@/components/ui/StepButtons'

export type LightboxItem = {
  id: number
  url: string
  kind: 'image' | 'video'
  name: string
  alt: string
  drawable: boolean
  lead: { name: string; href: string } | null
}

const textLink =
  'underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * Opens a tile's file full size in a modal `<dialog>` (Escape and the close button close it, focus
 * goes back to the tile shown last) instead of following its link. The tiles stay server-drawn
 * links: this only listens to their clicks, so without JavaScript a click opens the file itself.
 * A click with a modifier key (new tab, new window) keeps the link's own behaviour, and so does a
 * click before the page's script runs: it opens the file. `data-lightbox` says which one a click
 * gets now ("starting": the file, "ready": the lightbox).
 */
export function Lightbox({ items, children }: { items: LightboxItem[]; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState<number | null>(null)
  const item = index === null ? undefined : items[index]
  const count = items.length
  const ready = useIsClient()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!item || !dialog || dialog.open) return
    dialog.showModal()
    closeRef.current?.focus()
  }, [item])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-photo-id]')
    const at = link ? items.findIndex((entry) => String(entry.id) === link.dataset.photoId) : -1
    if (at < 0) return
    event.preventDefault()
    setIndex(at)
  }

  const onClose = () => {
    const shown = item
    setIndex(null)
    if (shown) {
      document.querySelector<HTMLElement>(`a[data-photo-id="${shown.id}"]`)?.focus()
    }
  }

  const go = (step: -1 | 1) =>
    setIndex((current) => (current === null ? null : (current + step + count) % count))

  const onKeyDown = (event: KeyboardEvent) => {
    // A video's own controls use the arrow keys.
    if ((event.target as HTMLElement).tagName === 'VIDEO' || count < 2) return
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      go(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }

  return (
    <div onClick={onClick} data-lightbox={ready ? 'ready' : 'starting'}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="lightbox-title"
        onClose={onClose}
        onKeyDown={onKeyDown}
        data-testid="lightbox"
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/60"
      >
        {item && (
          <div className="flex h-full flex-col">
            <div className="flex items-center gap-3 p-2 pl-4 sm:p-4 sm:pl-6">
              <div className="min-w-0 flex-1">
                <h2 id="lightbox-title" className="truncate text-base font-semibold">
                  {item.name}
                </h2>
                <p className="text-sm text-white/85">
                  {(index ?? 0) + 1} of {count}
                  {item.lead && (
                    <>
                      {' · '}
                      <a href={item.lead.href} className={textLink}>
                        {item.lead.name}
                      </a>
                    </>
                  )}
                  {' · '}
                  <a href={item.url} className={textLink}>
                    Original file
                  </a>
                </p>
              </div>
              <button
                ref={closeRef}
                type="button"
                onClick={() => dialogRef.current?.close()}
                aria-label="Close"
                className={overlayButton}
              >
                <CloseIcon className="size-6" />
              </button>
            </div>

            <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-20">
              {item.kind === 'video' ? (
                <video
                  key={item.id}
                  src={item.url}
                  controls
                  autoPlay
                  playsInline
                  aria-label={item.name}
                  className="max-h-full max-w-full"
                />
              ) : item.drawable ? (
                // eslint-disable-next-line @next/next/no-img-element -- private: served to the signed-in user by Payload
                <img
                  key={item.id}
                  src={item.url}
                  alt={item.alt}
                  className="max-h-full max-w-full object-contain"
                />
              ) : (
                <div className="flex flex-col items-center gap-3 rounded-xl bg-white/10 p-8 text-center">
                  <FileIcon className="size-14" />
                  <p className="max-w-xs font-semibold break-all">{item.name}</p>
                  <p className="text-sm text-white/85">
                    Browsers cannot show this format. Download the{' '}
                    <a href={item.url} download={item.name} className={textLink}>
                      original file
                    </a>
                    .
                  </p>
                </div>
              )}
              {count > 1 && <StepButtons onStep={go} />}
            </div>
          </div>
        )}
      </dialog>
    </div>
  )
}
