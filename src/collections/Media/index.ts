import type { CollectionConfig } from 'payload'

import { anyone, hiddenUnlessEditor, isEditor } from '@/access/roles'
import { revalidateHooks } from '@/lib/payload/revalidate'
import { mediaDir } from '@/lib/storage/folders'

const webp = { format: 'webp' as const, options: { quality: 78 } }

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
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
      required: true,
      admin: { description: 'What the picture shows, for people who cannot see it and for search.' },
    },
    { name: 'caption', type: 'textarea' },
  ],
  // A new alt text or focal point shows on every page that uses the picture.
  hooks: revalidateHooks,
  upload: {
    staticDir: mediaDir,
    mimeTypes: ['image/*', 'video/*'],
    focalPoint: true,
    crop: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: webp },
      { name: 'card', width: 768, height: 512, position: 'centre', formatOptions: webp },
      { name: 'hero', width: 1600, withoutEnlargement: true, formatOptions: webp },
      // Share images stay JPEG: every social network reads them.
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
  },
}
