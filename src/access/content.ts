import type { CollectionConfig } from 'payload'

import { liveOrSignedIn, publishedOrSignedIn } from '@/access/publishedOrSignedIn'
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

/** Drafted content with a publish date (posts, projects, pages): visitors read it once it is live. */
export const scheduledContentAccess: CollectionConfig['access'] = {
  ...contentAccess,
  read: liveOrSignedIn,
}
