/**
 * The public content: every collection whose documents visitors see, with where they are shown.
 * The one list the site search (features/search/server/entries.ts), the redirects
 * (features/redirects/addresses.ts), the route table (utilities/paths.ts), the SEO plugin's fields
 * (payload.config.ts), the content hooks (collections/contentHooks.ts) and the revalidation of
 * pages (lib/revalidation) are built from. A new kind of public page is one entry here and one
 * collection.
 *
 * It lives in the base layer because the route table does, and every layer above reads it.
 */
export type PublicContentEntry = {
  /**
   * The path of a document's own page, `:slug` standing for its slug; null for content shown only
   * on its listing (an answer on /faq, a testimonial).
   */
  route: `/${string}:slug${string}` | null
  /** The page that lists the collection's documents: where a visitor goes when one is gone. */
  listing: `/${string}`
  /** Found by the site search. */
  searchable: boolean
  /** Redirects may lead to its documents, and a renamed or removed one leaves a redirect. */
  redirectable: boolean
  /**
   * The other public collections its documents draw (relationships read with them at depth 1): a
   * change to one of those is a change to the pages of these documents too.
   */
  shows: readonly string[]
}

export const PUBLIC_CONTENT = {
  pages: { route: '/:slug', listing: '/', searchable: true, redirectable: true, shows: [] },
  // A post's related posts are stored, not drawn: no page shows another post's words.
  posts: {
    route: '/blog/:slug',
    listing: '/blog',
    searchable: true,
    redirectable: true,
    shows: [],
  },
  portfolio: {
    route: '/portfolio/:slug',
    listing: '/portfolio',
    searchable: true,
    redirectable: true,
    shows: ['services', 'counties'],
  },
  services: {
    route: '/services/:slug',
    listing: '/services',
    searchable: true,
    redirectable: true,
    shows: [],
  },
  counties: {
    route: '/counties/:slug',
    listing: '/service-areas',
    searchable: true,
    redirectable: true,
    shows: [],
  },
  cities: {
    route: '/cities/:slug-log-home-restoration',
    listing: '/cities',
    searchable: true,
    redirectable: true,
    shows: ['counties'],
  },
  faqs: { route: null, listing: '/faq', searchable: true, redirectable: false, shows: [] },
  testimonials: {
    route: null,
    listing: '/testimonials',
    searchable: false,
    redirectable: false,
    shows: [],
  },
} as const satisfies Record<string, PublicContentEntry>

export type PublicCollection = keyof typeof PUBLIC_CONTENT

type Where<Key extends keyof PublicContentEntry, Value> = {
  [C in PublicCollection]: (typeof PUBLIC_CONTENT)[C][Key] extends Value ? C : never
}[PublicCollection]

/** The collections whose documents have a page of their own. */
export type RoutedCollection = Exclude<PublicCollection, Where<'route', null>>
export type SearchableCollection = Where<'searchable', true>
export type RedirectableCollection = Where<'redirectable', true>

const collections = Object.keys(PUBLIC_CONTENT) as PublicCollection[]

export const PUBLIC_COLLECTIONS: readonly PublicCollection[] = collections
export const ROUTED_COLLECTIONS = collections.filter(
  (slug): slug is RoutedCollection => PUBLIC_CONTENT[slug].route !== null,
)
export const SEARCHABLE_COLLECTIONS = collections.filter(
  (slug): slug is SearchableCollection => PUBLIC_CONTENT[slug].searchable,
)
export const REDIRECTABLE_COLLECTIONS = collections.filter(
  (slug): slug is RedirectableCollection => PUBLIC_CONTENT[slug].redirectable,
)

export const isPublicCollection = (slug: string): slug is PublicCollection =>
  Object.hasOwn(PUBLIC_CONTENT, slug)
