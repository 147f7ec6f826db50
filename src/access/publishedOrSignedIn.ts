import type { Access, Where } from 'payload'

/**
 * Public reads of versioned content see published documents only; anyone signed in to the
 * studio (admin, editor, staff) sees drafts too.
 */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/**
 * What a visitor sees of a collection with a publish date (posts, projects, pages): published,
 * and its date come. A post published with a date ahead is scheduled: it is nowhere on the site
 * until then (features/publishing/server/goLive.ts revalidates the site at that moment).
 */
export const liveWhere = (now: Date = new Date()): Where => ({
  and: [
    { _status: { equals: 'published' } },
    {
      or: [
        { publishedAt: { less_than_equal: now.toISOString() } },
        { publishedAt: { exists: false } },
      ],
    },
  ],
})

/** Live documents for visitors; everything for anyone signed in to the studio. */
export const liveOrSignedIn: Access = ({ req }) => (req.user ? true : liveWhere())
