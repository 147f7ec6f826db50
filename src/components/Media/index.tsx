import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media as MediaDoc } from '@/payload-types'

type Size = 'thumbnail' | 'card' | 'hero'

type Props = {
  resource: MediaDoc | number | string | null | undefined
  size?: Size
  sizes: string
  className?: string
  /** Above the fold (the page's largest picture): preloaded, fetched first, never lazy. */
  priority?: boolean
  /** Instead of the library's alt text: '' when a caption beside the picture already says it. */
  alt?: string
}

/** The file of one of a media document's sizes (or the original), when it is populated. */
export function mediaSource(resource: Props['resource'], size: Size) {
  if (!resource || typeof resource !== 'object') return null
  const variant = resource.sizes?.[size]
  const url = variant?.url || resource.url
  const width = variant?.width || resource.width
  const height = variant?.height || resource.height
  if (!url || !width || !height) return null
  return { url, width, height, alt: resource.alt }
}

/**
 * A srcset without the widths above the picture's own: the optimiser never enlarges, so every
 * entry past the first at or above `sourceWidth` would fetch the same pixels under another address
 * (and lengthen every page's HTML). Also returns the largest entry kept, for `src`.
 */
export function trimSrcSet(srcSet: string, sourceWidth: number) {
  const entries = srcSet.split(', ').map((entry) => {
    const [url, descriptor = ''] = entry.split(' ')
    return { url, width: descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : NaN }
  })
  if (entries.some((entry) => !Number.isFinite(entry.width))) return null
  const reaching = entries.findIndex((entry) => entry.width >= sourceWidth)
  const kept = reaching < 0 ? entries : entries.slice(0, reaching + 1)
  return {
    srcSet: kept.map((entry) => `${entry.url} ${entry.width}w`).join(', '),
    src: kept[kept.length - 1].url,
  }
}

/**
 * The attributes of a plain `<img>` through the image optimiser (AVIF or WebP at the widths the
 * `sizes` need; without `sizes`, at 1x and 2x of its own width). A priority picture is preloaded
 * from the document's head with high priority.
 */
export function imageAttributes(
  source: { url: string; width: number; height: number; alt: string },
  options: { sizes?: string; priority?: boolean; fill?: boolean; lazy?: boolean },
) {
  const { sizes, priority = false, fill = false, lazy = !priority } = options
  const { props: all } = getImageProps({
    src: source.url,
    alt: source.alt,
    sizes,
    ...(fill ? { fill: true } : { width: source.width, height: source.height }),
    loading: lazy ? 'lazy' : 'eager',
    fetchPriority: priority ? 'high' : undefined,
  })
  const trimmed = all.srcSet && sizes ? trimSrcSet(all.srcSet, source.width) : null
  const props = trimmed ? { ...all, ...trimmed } : all
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // Not next/image's marker and inline styles: those are for its client component.
  // Absent values left out: React would write each into the page's data as "$undefined".
  const { src, srcSet, alt, width, height, loading, fetchPriority, decoding } = props
  const kept = { src, srcSet, sizes: props.sizes, alt, width, height, loading, fetchPriority, decoding }
  return Object.fromEntries(
    Object.entries(kept).filter(([, value]) => value !== undefined),
  ) as typeof kept
}

/** Where a cropped picture is anchored, when the library says other than its centre. */
function focalPoint({ focalX, focalY }: MediaDoc) {
  if (focalX == null || focalY == null || (focalX === 50 && focalY === 50)) return undefined
  return { objectPosition: `${focalX}% ${focalY}%` }
}

/**
 * A picture from the media library as server HTML: no client code, so pictures cost nothing to
 * hydrate. Nothing when the document is not populated.
 */
export function Media({ resource, size = 'card', sizes, className, priority, alt }: Props) {
  const source = mediaSource(resource, size)
  if (!source || typeof resource !== 'object' || !resource) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt is in the attributes
    <img
      {...imageAttributes(alt === undefined ? source : { ...source, alt }, { sizes, priority })}
      className={className}
      style={focalPoint(resource)}
    />
  )
}
