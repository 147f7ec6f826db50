import type { CollectionAdminOptions } from 'payload'

import type { PathCollection, PathDoc } from '@/utilities/paths'
import { previewPath } from '@/utilities/preview'

/** Live preview and the preview button for a public collection. */
export const previewAdmin = (
  collection: PathCollection,
): Pick<CollectionAdminOptions, 'livePreview' | 'preview'> => ({
  livePreview: {
    url: ({ data, req }) =>
      `${req.protocol}//${req.host}${previewPath(collection, data as PathDoc)}`,
  },
  preview: (data, { req }) =>
    `${req.protocol}//${req.host}${previewPath(collection, data as PathDoc)}`,
})
