'use client'

import type { PictureFiles } from '@/utilities/pictures'

/** The last address of a srcset: its widest file. */
const widest = (srcSet: string) => srcSet.split(', ').at(-1)!.split(' ')[0]

/**
 * The preload of a priority picture, with high priority, in AVIF when it has that (a browser
 * without AVIF skips a preload of that type and takes the <img>'s WebP as usual). React moves the
 * <link> to the document's head.
 *
 * Drawn by a client component, though it has no code to run: React sends a preload that a server
 * component makes (a ReactDOM.preload() call, and a <link rel="preload"> element too) as a hint in
 * the page's RSC data, and the browser acts on hints when a link prefetches the page, so a phone
 * that scrolled past links downloaded the first picture of every page they lead to. A client
 * component's output is not in that data: the preload is in the HTML of the page that draws it.
 */
export function PicturePreload(props: {
  files: Pick<PictureFiles, 'src' | 'srcSet' | 'avifSrcSet'>
  sizes: string
}) {
  const { files, sizes } = props
  const avif = files.avifSrcSet
  return (
    <link
      rel="preload"
      as="image"
      href={avif ? widest(avif) : files.src}
      imageSrcSet={avif ?? files.srcSet}
      imageSizes={sizes}
      type={avif ? 'image/avif' : undefined}
      fetchPriority="high"
    />
  )
}
