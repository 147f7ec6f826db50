import {
  PUBLIC_CONTENT,
  ROUTED_COLLECTIONS,
  type RoutedCollection,
} from '@/utilities/publicContent'

/** Public URL paths of documents: the route table, from the public content's routes. */
export type PathDoc = { slug?: string | null }

export type PathCollection = RoutedCollection

/** A document's path by its collection's route (`/blog/:slug` and the slug: `/blog/a-post`). */
export const routePath = (collection: PathCollection, slug: string | null | undefined): string =>
  PUBLIC_CONTENT[collection].route.replace(':slug', slug ?? '')

export const pathFor = Object.fromEntries(
  ROUTED_COLLECTIONS.map((collection) => [
    collection,
    (doc: PathDoc) => routePath(collection, doc.slug),
  ]),
) as { readonly [C in PathCollection]: (doc: PathDoc) => string }

/** Projects with a picture page of their own (spec section 1), linked from the project's page. */
export const PICTURE_PAGES = ['westcliffe-colorado-log-home-restoration'] as const

export const picturePagePath = (slug: string) => `/log-home-restoration-pictures/${slug}`

export const hasPicturePage = (slug: string | null | undefined): slug is string =>
  (PICTURE_PAGES as readonly string[]).includes(slug ?? '')

/**
 * A path on this site, safe to redirect to: it starts with one `/`, and holds no backslash (which
 * browsers read as `/`, so `/\evil.com` is `//evil.com`, another site) and no control character
 * (which browsers strip, so `/\t/evil.com` is one too).
 */
export const isLocalPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !/[\\\u0000-\u001f\u007f]/.test(path)

/**
 * A path on this site however it is read (isLocalPath, and more): its path part (before any `?`
 * or `#`) is a local path as written, once dots are resolved (`/.//evil.com` is `//evil.com`),
 * and once its %-escapes are decoded and resolved again (`/%2F%2Fevil.com` and `/%5Cevil.com` are
 * `//evil.com` and `/\evil.com` to a server that decodes them; `/%09/` holds a tab). A path whose
 * escapes do not decode is refused too. What a redirect may send a visitor to.
 */
export function isSitePath(path: unknown): path is string {
  if (!isLocalPath(path)) return false
  const end = path.search(/[?#]/)
  const written = end === -1 ? path : path.slice(0, end)
  let decoded: string
  try {
    decoded = decodeURIComponent(written)
  } catch {
    return false
  }
  return [written, decoded].every(
    (form) => isLocalPath(form) && isLocalPath(new URL(form, 'http://site.invalid').pathname),
  )
}

/** Routes with their own listing whose words live in the page of the same slug. */
export const LISTING_PAGES = [
  'services',
  'portfolio',
  'blog',
  'faq',
  'contact',
  'testimonials',
  'service-areas',
  'cities',
  'cost-calculator',
  'search',
  'chat',
  'log-lens',
] as const
export type ListingPage = (typeof LISTING_PAGES)[number]
export const isListingPage = (slug: string): slug is ListingPage =>
  (LISTING_PAGES as readonly string[]).includes(slug)
