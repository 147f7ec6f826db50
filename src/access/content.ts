import type { CollectionConfig } from 'payload'

import { publishedOrSignedIn } from '@/access/publishedOrSignedIn'
import { anyone, isEditor } from '@/access/roles'

/** Content everyone reads and editors (and admins) write. */
export const contentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

/** The same for collections with drafts: visitors read published documents only. */
export const draftedContentAccess: CollectionConfig['access'] = {
  ...contentAccess,
  read: publishedOrSignedIn,
}
