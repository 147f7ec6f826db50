import { Media } from '@/components/Media'
import type { MediaBlock as Props } from '@/payload-types'

export function MediaBlockComponent({ media, caption }: Props) {
  return (
    <figure>
      <Media
        resource={media}
        size="hero"
        sizes="(min-width: 768px) 768px, 100vw"
        className="h-auto w-full rounded-lg"
      />
      {caption && <figcaption className="mt-2 text-sm">{caption}</figcaption>}
    </figure>
  )
}
