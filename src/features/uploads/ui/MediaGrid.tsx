'use client'

import Image from 'next/image'

import { formatBytes, type MediaItem } from '@/features/uploads/ui/media'
import { CloseIcon, FileIcon } from '@/components/ui/icons'
import { VideoThumb } from '@/features/uploads/ui/VideoThumb'

type Props = {
  items: readonly MediaItem[]
  disabled: boolean
  onOpen: (index: number) => void
  onRemove: (id: string) => void
  /** Start loading the preview dialog before the first tap. */
  onIntent: () => void
}

/** The selected files: a photo or video preview, or a card for HEIC/HEIF/DNG, each removable. */
export function MediaGrid({ items, disabled, onOpen, onRemove, onIntent }: Props) {
  if (items.length === 0) return null
  return (
    <ul
      aria-label="Selected photos and videos"
      data-testid="media-list"
      className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4"
    >
      {items.map((item, index) => (
        <li key={item.id} data-testid="media-item" data-media-id={item.id} className="relative">
          <button
            type="button"
            onClick={() => onOpen(index)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            aria-label={`Preview ${item.file.name}`}
            data-testid="media-thumb"
            className="focus-ring-light relative block aspect-square w-full overflow-hidden rounded-lg bg-cream-100 ring-1 ring-black/10"
          >
            {item.preview && item.type === 'image' ? (
              <Image src={item.preview} alt="" fill unoptimized className="object-cover" />
            ) : item.preview ? (
              <VideoThumb src={item.preview} playSize="size-9" />
            ) : (
              <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
                <FileIcon className="size-7 text-forest-700" />
                <span className="w-full truncate text-xs font-semibold">{item.file.name}</span>
                <span className="text-xs text-charcoal-900/75">{formatBytes(item.file.size)}</span>
              </span>
            )}
          </button>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            disabled={disabled}
            aria-label={`Remove ${item.file.name}`}
            className="focus-ring-light absolute -top-3 -right-3 flex size-11 items-center justify-center rounded-full"
          >
            <span className="flex size-7 items-center justify-center rounded-full bg-charcoal-900 text-white shadow ring-2 ring-white">
              <CloseIcon className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
