import { pathFor, type PathCollection, type PathDoc } from '@/utilities/paths'

/**
 * The admin's live preview and preview button open the public page in draft mode through
 * `/next/preview`, which checks the secret and turns draft mode on.
 */
export const previewPath = (collection: PathCollection, doc: PathDoc): string => {
  const params = new URLSearchParams({
    collection,
    slug: doc.slug ?? '',
    path: pathFor[collection](doc),
    previewSecret: process.env.PREVIEW_SECRET || '',
  })
  return `/next/preview?${params.toString()}`
}

/** The same for a page a global makes, at `path` (the home page: `/`). */
export const globalPreviewPath = (path: string): string =>
  `/next/preview?${new URLSearchParams({ path, previewSecret: process.env.PREVIEW_SECRET || '' })}`
