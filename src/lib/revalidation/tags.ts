import {
  PUBLIC_CONTENT,
  type PublicCollection,
  ROUTED_COLLECTIONS,
  type RoutedCollection,
} from '@/utilities/publicContent'

/**
 * The cache tags of the public pages (lib/revalidation/index.ts). Every read of public content a
 * page makes is kept in Next.js's data cache under tags (lib/revalidation/cache.ts), and the page
 * carries the tags of every read it made: revalidating a tag renders again, on their next
 * request, exactly the pages that read what it names.
 */

/** Every read carries it: revalidating it renders the whole public site again. */
export const CONTENT_TAG = 'public-content'

/** The redirects' table (features/redirects/server/lookup.ts). */
export const REDIRECTS_TAG = 'redirects'

/** Reads of a collection's documents as a list (listings, home page sections). */
export const listingTag = (collection: PublicCollection) => `list:${collection}`

/** The read of one document by its slug: its own page, or a listing's words (a page). */
export const documentTag = (collection: RoutedCollection, slug: string) =>
  `doc:${collection}:${slug}`

/** The read of a global (header, footer, site settings, home page). */
export const globalTag = (slug: string) => `global:${slug}`

/** What a read of `collection` also shows: the listings of the collections it draws. */
function shownBy(collection: PublicCollection): string[] {
  const shows: readonly PublicCollection[] = PUBLIC_CONTENT[collection].shows
  return shows.map((shown) => listingTag(shown))
}

/** The tags of a read of `collection`'s documents as a list. */
export const listingReadTags = (collection: PublicCollection) => [
  listingTag(collection),
  ...shownBy(collection),
]

/** The tags of a read of one document of `collection` by its slug. */
export const documentReadTags = (collection: RoutedCollection, slug: string) => [
  documentTag(collection, slug),
  ...shownBy(collection),
]

const isRouted = (collection: PublicCollection): collection is RoutedCollection =>
  (ROUTED_COLLECTIONS as readonly string[]).includes(collection)

type Slugged = { slug?: string | null } | null | undefined

/**
 * The tags a change to a document revalidates: its page at its slug and at the one it had (a
 * renamed document's old address shows it no more), and every list of its collection, which
 * includes the pages of the documents that draw it (`shows` in utilities/publicContent.ts).
 */
export function changedTags(collection: PublicCollection, doc: Slugged, before?: Slugged) {
  const tags = [listingTag(collection)]
  if (isRouted(collection)) {
    for (const slug of new Set([doc?.slug, before?.slug])) {
      if (slug) tags.push(documentTag(collection, slug))
    }
  }
  return tags
}
