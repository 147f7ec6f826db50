import type { CSSProperties, ImgHTMLAttributes } from 'react'

import { PicturePreload } from '@/components/Media/Preload'
import type { Media as MediaDoc } from '@/payload-types'
import { type PictureFamily, type PictureFiles, pictureFiles } from '@/utilities/pictures'

export { pictureFiles, type PictureFamily, type PictureFiles } from '@/utilities/pictures'
export { PicturePreload } from '@/components/Media/Preload'

type Loading = {
  /** Above the fold (the page's largest picture): preloaded, fetched first, never lazy. */
  priority?: boolean
  /** Lazy unless it has priority. */
  lazy?: boolean
  /** Sized by its box (absolutely placed), so no width and height of its own. */
  fill?: boolean
}

/**
 * The attributes of a plain `<img>` listing a picture's files (the AVIF ones, when it has them,
 * go in a `<source>` before it: `avifSrcSet`). The files were made when the picture was
 * uploaded: nothing is encoded for the visitor. A priority picture is fetched first and never
 * lazily; draw its PicturePreload too.
 */
export function imageAttributes(files: PictureFiles, options: Loading & { sizes: string }) {
  const { sizes, priority = false, fill = false, lazy = !priority } = options
  // Absent values left out: React would write each into the page's data as "$undefined".
  const attributes = {
    src: files.src,
    srcSet: files.srcSet,
    sizes,
    ...(fill ? {} : { width: files.width, height: files.height }),
    loading: lazy ? ('lazy' as const) : ('eager' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async' as const,
  }
  return attributes
}

type PictureProps = Loading & {
  files: PictureFiles
  sizes: string
  alt: string
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>

/**
 * A picture's files as HTML: a plain `<img>`, inside a `<picture>` with an AVIF `<source>` when
 * the picture has AVIF files. No hooks and no client code, so a server page draws it in its HTML
 * and a client list the same way; a priority picture adds its preload (a client leaf with nothing
 * to run: ./Preload.tsx says why).
 */
export function Picture({ files, sizes, priority, lazy, fill, alt, ...rest }: PictureProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the files are made at upload
    <img {...imageAttributes(files, { sizes, priority, lazy, fill })} alt={alt} {...rest} />
  )
  return (
    <>
      {priority && <PicturePreload files={files} sizes={sizes} />}
      {files.avifSrcSet ? (
        <picture>
          <source type="image/avif" srcSet={files.avifSrcSet} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </>
  )
}

/** Where a cropped picture is anchored, when the library says other than its centre. */
function focalPoint({ focalX, focalY }: MediaDoc): CSSProperties | undefined {
  if (focalX == null || focalY == null || (focalX === 50 && focalY === 50)) return undefined
  return { objectPosition: `${focalX}% ${focalY}%` }
}

type Props = {
  resource: MediaDoc | number | string | null | undefined
  /** Which of the library's families of sizes (utilities/pictures.ts). */
  size?: PictureFamily
  sizes: string
  className?: string
  priority?: boolean
  /** Instead of the library's alt text: '' when a caption beside the picture already says it. */
  alt?: string
}

/**
 * A picture from the media library as server HTML: no client code, so pictures cost nothing to
 * hydrate. Nothing when the document is not populated or has nothing a browser can show.
 */
export function Media({ resource, size = 'card', sizes, className, priority, alt }: Props) {
  const files = pictureFiles(resource, size)
  if (!files || typeof resource !== 'object' || !resource) return null
  return (
    <Picture
      files={files}
      sizes={sizes}
      priority={priority}
      alt={alt ?? resource.alt}
      className={className}
      style={focalPoint(resource)}
    />
  )
}
