import Image from 'next/image'

import type { Media as MediaDoc } from '@/payload-types'

type Props = {
  resource: MediaDoc | number | string | null | undefined
  size?: 'thumbnail' | 'card' | 'hero'
  sizes: string
  className?: string
  priority?: boolean
}

/** An image from the media library, through next/image; nothing when it is not populated. */
export function Media({ resource, size = 'card', sizes, className, priority }: Props) {
  if (!resource || typeof resource !== 'object') return null
  const variant = resource.sizes?.[size]
  const url = variant?.url || resource.url
  const width = variant?.width || resource.width
  const height = variant?.height || resource.height
  if (!url || !width || !height) return null
  return (
    <Image
      src={url}
      alt={resource.alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      priority={priority}
      style={
        resource.focalX != null && resource.focalY != null
          ? { objectPosition: `${resource.focalX}% ${resource.focalY}%` }
          : undefined
      }
    />
  )
}
