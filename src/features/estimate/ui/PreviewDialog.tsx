'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Image from 'next/image'
import type { KeyboardEvent } from 'react'

import { formatBytes, type MediaItem } from '@/features/uploads/ui/media'
import { CloseIcon, FileIcon, TrashIcon } from '@/components/ui/icons'
import { overlayButton, StepButtons } from '@/components/ui/StepButtons'

type Props = {
  items: readonly MediaItem[]
  index: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onIndexChange: (index: number) => void
  /** Removes the file; the form closes the dialog when it was the last one. */
  onDelete: (id: string) => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The full-screen preview of the selected files: previous and next wrap around, the arrow keys do
 * the same, Delete removes the file shown. Radix gives the focus trap, Escape and focus return.
 * Loaded the first time a thumbnail is touched or focused (see ./Form.tsx).
 */
export function MediaPreviewDialog(props: Props) {
  const { items, index, open, onOpenChange, onIndexChange, onDelete, onCloseAutoFocus } = props
  const count = items.length
  const item = items[Math.min(index, count - 1)]
  if (!item) return null
  const position = items.indexOf(item)
  const go = (step: -1 | 1) => onIndexChange((position + step + count) % count)

  const onKeyDown = (event: KeyboardEvent) => {
    // A video's own controls use the arrow keys.
    if ((event.target as HTMLElement).tagName === 'VIDEO') return
    if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault()
      go(1)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95 data-[state=open]:animate-[chrome-fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          data-testid="media-preview"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center gap-3 p-2 pl-4 sm:p-4 sm:pl-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate font-sans text-base font-semibold">
                {item.file.name}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-white/85">
                <span data-testid="preview-counter">
                  {position + 1} of {count}
                </span>
                <span className="sr-only">
                  {' '}
                  ({item.type}). Use the arrow keys for the previous or next file.
                </span>
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close preview" className={overlayButton}>
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
            {item.preview && item.type === 'image' ? (
              <div className="relative size-full">
                <Image
                  key={item.id}
                  src={item.preview}
                  alt={item.file.name}
                  fill
                  unoptimized
                  className="object-contain"
                />
              </div>
            ) : item.preview ? (
              <video
                key={item.id}
                src={item.preview}
                controls
                playsInline
                className="max-h-full max-w-full"
                aria-label={item.file.name}
              />
            ) : (
              <div className="flex flex-col items-center gap-3 rounded-xl bg-white/10 p-8 text-center">
                <FileIcon className="size-14" />
                <p className="max-w-xs font-semibold break-all">{item.file.name}</p>
                <p className="text-sm text-white/85">
                  {formatBytes(item.file.size)}. This format has no preview in the browser; it will
                  be sent as it is.
                </p>
              </div>
            )}
            {count > 1 && <StepButtons onStep={go} />}
          </div>

          <div className="flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <button
              type="button"
              onClick={() => onDelete(item.id)}
              className="inline-flex min-h-12 items-center gap-2 rounded-md bg-red-800 px-5 font-semibold text-white hover:bg-red-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <TrashIcon className="size-5" />
              Delete
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
