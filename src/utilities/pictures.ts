import type { Media } from '@/payload-types'

/**
 * The media library's picture sizes, and how a page chooses among a document's files.
 *
 * Payload makes every size when a picture is uploaded (collections/Media `upload.imageSizes`,
 * made from PICTURE_SIZES below; `npm run media:sizes` makes the ones older documents lack), so
 * no picture is encoded while a visitor waits: pages list the files in a srcset and the browser
 * takes the one its screen needs.
 *
 * Sizes come in families. The files of one family have one shape, so that a srcset may hold all
 * of them (a srcset whose files differ in shape would change the layout with the screen):
 * - `hero`: the picture's own shape, by width. Heroes and pictures shown whole. 800 is a phone's
 *   full width (412 CSS px at DPR 1.75-2), 1200 a phone at DPR 3 or a desktop column at 1.5x,
 *   1600 a wide desktop screen (and a 768 px column at 2x).
 * - `card`: cut to 3:2 around the focal point. 480 is a third of a desktop page or half a phone;
 *   768 a phone's full width or a desktop third at 2x.
 * - `thumbnail`: cut to 4:3. The search results (96x72 CSS px) and the search box (56x42): 200 up
 *   to DPR 2, 400 beyond (and the studio's list).
 * - `icon`: within a square, the picture's own shape. The header's logo (40 CSS px): 80 and 160.
 * WebP everywhere; AVIF as well for the hero and card families, which are the bytes a page spends
 * (served through <picture>): on a phone, the seeded pages' pictures weigh about a third less than
 * the same widths in WebP (scripts/bench/picture-bytes.mjs), for about 0.7 s more a 2400 px
 * upload (scripts/bench/media-upload.ts). The icons and thumbnails are a few KB: WebP only.
 * Each size is made only as large as the original: a small original gives files of its own size,
 * which the srcset then lists once.
 */

export type PictureFamily = 'hero' | 'card' | 'thumbnail' | 'icon'
export type PictureFormat = 'webp' | 'avif'

export type PictureSize = {
  name: string
  family: PictureFamily
  format: PictureFormat
  width: number
  /** With `fit: 'inside'`, the box the picture is fitted into; otherwise the shape it is cut to. */
  height?: number
  fit?: 'inside'
}

export const PICTURE_SIZES = [
  { name: 'thumbnailSmall', family: 'thumbnail', format: 'webp', width: 200, height: 150 },
  { name: 'thumbnail', family: 'thumbnail', format: 'webp', width: 400, height: 300 },
  { name: 'cardSmall', family: 'card', format: 'webp', width: 480, height: 320 },
  { name: 'card', family: 'card', format: 'webp', width: 768, height: 512 },
  { name: 'heroSmall', family: 'hero', format: 'webp', width: 800 },
  { name: 'heroMedium', family: 'hero', format: 'webp', width: 1200 },
  { name: 'hero', family: 'hero', format: 'webp', width: 1600 },
  { name: 'iconSmall', family: 'icon', format: 'webp', width: 80, height: 80, fit: 'inside' },
  { name: 'icon', family: 'icon', format: 'webp', width: 160, height: 160, fit: 'inside' },
  { name: 'cardSmallAvif', family: 'card', format: 'avif', width: 480, height: 320 },
  { name: 'cardAvif', family: 'card', format: 'avif', width: 768, height: 512 },
  { name: 'heroSmallAvif', family: 'hero', format: 'avif', width: 800 },
  { name: 'heroMediumAvif', family: 'hero', format: 'avif', width: 1200 },
  { name: 'heroAvif', family: 'hero', format: 'avif', width: 1600 },
] as const satisfies readonly PictureSize[]

export type PictureSizeName = (typeof PICTURE_SIZES)[number]['name']

/** A picture's files as an <img> (and a <picture>'s AVIF <source>) list them. */
export type PictureFiles = {
  /** The largest file: what a browser without srcset shows. */
  src: string
  /** `url 800w, url 1200w, ...`, narrowest first. */
  srcSet: string
  /** The same widths in AVIF where the document has them (WebP where it lacks one), or none. */
  avifSrcSet?: string
  /** Of the largest file; every file listed has its shape. */
  width: number
  height: number
}

/** Where a family's pictures come from when a document has none of its sizes: the nearest shape. */
const FALLBACKS: Record<PictureFamily, PictureFamily[]> = {
  hero: ['hero'],
  card: ['card', 'hero'],
  thumbnail: ['thumbnail', 'card', 'hero'],
  icon: ['icon', 'hero'],
}

/** Originals a browser can show, for a document with no size of any use. */
const SHOWABLE = /^image\/(jpeg|png|webp|avif|gif|svg\+xml)$/

/** Two shapes are the same within 2% (a width or height rounded to whole pixels). */
const sameShape = (a: number, b: number) => Math.abs(a / b - 1) <= 0.02

type File = { url: string; width: number; height: number }
type Variant = { url?: string | null; width?: number | null; height?: number | null }
type MediaLike = Pick<Media, 'url' | 'width' | 'height' | 'mimeType'> & {
  sizes?: Partial<Record<string, Variant | undefined>> | null
}

const complete = (variant: Variant | null | undefined): File | null =>
  variant?.url && variant.width && variant.height
    ? { url: variant.url, width: variant.width, height: variant.height }
    : null

/** One family's files of one format, narrowest first, one a width, all of the family's shape. */
function familyFiles(media: MediaLike, family: PictureFamily, format: PictureFormat): File[] {
  const specs = PICTURE_SIZES.filter((size) => size.family === family && size.format === format)
  const files = specs.flatMap((size) => {
    const file = complete(media.sizes?.[size.name])
    if (!file) return []
    // The shape it should have: the crop's, or the original's. A small original gives a crop of
    // another shape (it is not enlarged to fill it): that file is left out.
    const cropped = 'height' in size && !('fit' in size)
    const shape = cropped
      ? size.width / size.height
      : media.width && media.height
        ? media.width / media.height
        : file.width / file.height
    return sameShape(file.width / file.height, shape) ? [file] : []
  })
  files.sort((a, b) => a.width - b.width)
  return files.filter((file, index) => index === 0 || file.width !== files[index - 1].width)
}

const srcSetOf = (files: File[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ')

/**
 * The files of a media document to draw it as `family`: its sizes of that family; without any,
 * those of the nearest shape; without any, the original when a browser can show it. Null when
 * the document is not populated or has nothing to show (a video, a HEIC original without sizes).
 */
export function pictureFiles(
  resource: MediaLike | number | string | null | undefined,
  family: PictureFamily,
): PictureFiles | null {
  if (!resource || typeof resource !== 'object') return null
  for (const candidate of FALLBACKS[family]) {
    const files = familyFiles(resource, candidate, 'webp')
    if (files.length === 0) continue
    const avif = familyFiles(resource, candidate, 'avif')
    const avifFiles = files.map((file) => avif.find((one) => one.width === file.width) ?? file)
    const largest = files[files.length - 1]
    return {
      src: largest.url,
      srcSet: srcSetOf(files),
      ...(avif.length > 0 ? { avifSrcSet: srcSetOf(avifFiles) } : {}),
      width: largest.width,
      height: largest.height,
    }
  }
  const original = complete(resource)
  if (!original || !SHOWABLE.test(resource.mimeType ?? '')) return null
  const { url, width, height } = original
  return { src: url, srcSet: srcSetOf([original]), width, height }
}
