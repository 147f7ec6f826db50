import type { Access } from 'payload'

/**
 * Public reads of versioned content see published documents only; anyone signed in to the
 * studio (admin, editor, staff) sees drafts too.
 */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
