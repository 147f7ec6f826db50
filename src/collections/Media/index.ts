import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, hiddenUnlessEditor, isEditor } from '@/access/roles'
import { revalidateSiteHooks } from '@/lib/revalidation'
import { mediaDir } from '@/lib/storage/folders'
import { missingFileIs404 } from '@/lib/storage/missing'
import { PICTURE_SIZES } from '@/utilities/pictures'

/**
 * How each size is encoded. WebP at 78. AVIF at 48, the quality Next.js's image optimiser found
 * to look like WebP's (it scales 80 to 50, checked with dssim and ssimulacra2), at effort 1 of 9:
 * higher efforts saved 5-10% more bytes for two to three times the encoding time.
 */
const FORMATS = {
  webp: { format: 'webp', options: { quality: 78 } },
  avif: { format: 'avif', options: { quality: 48, effort: 1 } },
} as const

/**
 * The picture sizes pages draw (utilities/pictures.ts says which and why), never larger than the
 * original; crops around the focal point.
 */
const pictureSizes: ImageSize[] = PICTURE_SIZES.map(({ name, width, format, ...size }) => ({
  name,
  width,
  ...('height' in size ? { height: size.height } : {}),
  ...('fit' in size ? { fit: size.fit } : { position: 'centre' }),
  withoutEnlargement: true,
  formatOptions: FORMATS[format],
}))

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'],
    listSearchableFields: ['alt', 'filename', 'caption'],
    group: 'Content',
  },
  access: {
    read: anyone,
    // The public library is the content roles': homeowners' photos go to lead-files instead.
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Description for people who cannot see the picture',
      required: true,
      admin: { description: 'What the picture shows, in a sentence; search engines read it too.' },
    },
    { name: 'caption', type: 'textarea' },
  ],
  // A new alt text or focal point shows on every page that uses the picture.
  hooks: revalidateSiteHooks,
  upload: {
    staticDir: mediaDir,
    // A file missing from the folder is a 404, not Payload's 500.
    handlers: [missingFileIs404(mediaDir)],
    mimeTypes: ['image/*', 'video/*'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    // Browsers keep a file 4 hours, as they kept the image optimiser's answers. A new upload gets
    // a file name of its own; a moved focal point cuts the same names again, and shows within 4 h.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=14400')
      return headers
    },
    imageSizes: [
      ...pictureSizes,
      // Share images stay JPEG: every social network reads them.
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
}
