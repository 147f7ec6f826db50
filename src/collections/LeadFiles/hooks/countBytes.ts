import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { folderUsage } from '@/features/uploads/server/folder'
import type { LeadFile } from '@/payload-types'

/** A lead file's bytes in the folder: the file and its thumbnails. */
const bytesOf = (doc: Pick<LeadFile, 'filesize' | 'sizes'>) =>
  (doc.filesize ?? 0) +
  Object.values(doc.sizes ?? {}).reduce((sum, size) => sum + (size?.filesize ?? 0), 0)

/**
 * The upload budget's running figure of the lead-files folder (src/features/uploads/server/folder.ts) counts
 * every file this process stores, with its thumbnail, the moment it is stored, and every file it
 * deletes; whoever stores it (the estimate form, the chat, the studio).
 */
export const countStoredBytes =
  (dir: string): CollectionAfterChangeHook<LeadFile> =>
  ({ doc, operation }) => {
    if (operation === 'create') folderUsage(dir).stored(bytesOf(doc))
    return doc
  }

export const countDeletedBytes =
  (dir: string): CollectionAfterDeleteHook<LeadFile> =>
  ({ doc }) => {
    folderUsage(dir).stored(-bytesOf(doc))
    return doc
  }
