import { addressKey } from '@/lib/redirects/match'
import {
  isListingPage,
  isLocalPath,
  isSitePath,
  LISTING_PAGES,
  pathFor,
  type PathCollection,
} from '@/utilities/paths'
import {
  PUBLIC_CONTENT,
  REDIRECTABLE_COLLECTIONS,
  type RedirectableCollection,
} from '@/utilities/publicContent'

/**
 * The addresses a redirect may use, as the owner types them in the studio: a path on this site
 * (`/blog/old-post`), or the site's own full address (`https://example.com/blog/old-post`), which
 * is kept as its path. Anything that would send a visitor to another site is refused.
 */

/**
 * The collections a redirect may point at, and whose renames make redirects by themselves: the
 * redirectable ones (utilities/publicContent), each with a page of its own.
 */
export const REDIRECT_COLLECTIONS = REDIRECTABLE_COLLECTIONS satisfies readonly PathCollection[]
export type RedirectCollection = RedirectableCollection

/** Where a visitor goes when a document of a collection is gone: its listing. */
export const LISTING_OF = Object.fromEntries(
  REDIRECT_COLLECTIONS.map((collection) => [collection, PUBLIC_CONTENT[collection].listing]),
) as Record<RedirectCollection, string>

/** The site's own parts, never redirected: the studio, the APIs, Next.js's files, previews. */
const RESERVED = /^\/(?:_next|api|admin|next)(?:\/|$)/

/**
 * Pages drawn by code rather than by one document (src/app); always live: the home page, the
 * listings (LISTING_PAGES), and the code's other public and staff pages.
 */
const CODE_PAGES = new Set([
  '/',
  ...LISTING_PAGES.map((slug) => `/${slug}`),
  '/calculator',
  '/sitemap.xml',
  '/robots.txt',
  '/analytics',
  '/blog-seo',
  '/log-home-photos',
  '/file-upload-test',
])
/** Addresses under these are drawn by code too (the blog's pages, picture pages, staff pages). */
const CODE_PREFIXES = ['/blog/page/', '/log-home-restoration-pictures/', '/blog-seo/']

export type Address = { ok: true; path: string } | { ok: false; reason: string }

const OFF_SITE =
  'must be an address on this site: a path starting with one “/”, like /blog/new-post (or this site’s own full address). Redirects to other sites are not allowed.'

/**
 * An address the owner typed, as a path on this site (keeping a query only when `keepQuery`), or
 * why not. `site` is the site's own address (its origin is accepted and dropped).
 */
export function siteAddressOf(input: string, site: string, keepQuery = false): Address {
  let value = input.trim()
  if (!value) return { ok: false, reason: 'is empty' }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return { ok: false, reason: OFF_SITE }
    }
    if (url.origin !== new URL(site).origin) return { ok: false, reason: OFF_SITE }
    value = `${url.pathname}${url.search}`
  }
  if (!isLocalPath(value)) return { ok: false, reason: OFF_SITE }
  // What a browser makes of it (dots resolved, spaces encoded), with this site as the base: a
  // value that resolves elsewhere is refused.
  const base = new URL('http://site.invalid')
  const url = new URL(value, base)
  if (url.origin !== base.origin) return { ok: false, reason: OFF_SITE }
  const path = addressKey(url.pathname)
  // The path as it is stored and sent, checked once more resolved and decoded: `/.//evil.example`
  // resolves to `//evil.example`, `/%2F%2Fevil.example` decodes to it (utilities/paths.ts).
  if (!isSitePath(path)) return { ok: false, reason: OFF_SITE }
  if (RESERVED.test(path)) {
    return { ok: false, reason: 'cannot be the studio, the API or the site’s own files' }
  }
  return { ok: true, path: keepQuery ? `${path}${url.search}` : path }
}

/** Whether an address is one of the pages drawn by code (always live, never redirected away). */
export const isCodePage = (path: string): boolean =>
  CODE_PAGES.has(path) || CODE_PREFIXES.some((prefix) => path.startsWith(prefix))

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * The document an address would show, if a document's route matches it: its collection and slug
 * (from the route table of utilities/paths.ts, read backwards).
 */
export function documentAt(path: string): { collection: RedirectCollection; slug: string }[] {
  const found: { collection: RedirectCollection; slug: string }[] = []
  for (const collection of REDIRECT_COLLECTIONS) {
    const [prefix, suffix] = pathFor[collection]({ slug: '\u0000' }).split('\u0000')
    if (!path.startsWith(prefix) || !path.endsWith(suffix)) continue
    const slug = decoded(path.slice(prefix.length, path.length - suffix.length))
    if (!slug || slug.includes('/')) continue
    if (collection === 'pages' && isListingPage(slug)) continue
    found.push({ collection, slug })
  }
  return found
}
