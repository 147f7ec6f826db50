import { createHash } from 'crypto'

import { siteAddress } from '@/lib/site/address'

/**
 * Where the public pages are rendered: under src/app/(frontend)/[site], whose segment is a key of
 * the site's address. The proxy (src/proxy.ts) rewrites `/faq` to `/<key>/faq`; the browser's
 * address stays `/faq`.
 *
 * Why: every page carries the site's address (canonical links, Open Graph, JSON-LD), and the
 * build neither knows the address nor has the site's content (the container is built on an empty
 * database, before its address is known). A page under a dynamic segment whose
 * `generateStaticParams` lists nothing is not rendered by `next build`: each is rendered on its
 * first request, with this server's address and database, and then kept in Next.js's page cache
 * until the content changes (lib/revalidation). A server given another address gets
 * another key, so it never serves a page made for the old one: one build serves whatever address
 * it is given.
 */
/** The studio, the APIs, the preview routes and Next.js's files: not pages of the site. */
const NOT_PAGES = /^\/(?:api|admin|next|_next)(?:\/|$)/
/**
 * The site's files: those of public/ and the metadata routes of src/app (the icons, robots.txt,
 * the sitemap). tests/unit/site-address.test.ts checks that every one is here.
 */
export const SITE_FILES =
  /^\/(?:robots\.txt|sitemap\.xml|(?:apple-)?icon-[\w-]+\.png|icon\.png|search-fallback\.svg)$/

let memo: { address: string; key: string } | null = null

/** The segment the pages of `address` are rendered under. */
export function siteKey(address = siteAddress()): string {
  if (memo?.address !== address) {
    memo = { address, key: createHash('sha256').update(address).digest('hex').slice(0, 12) }
  }
  return memo.key
}

/** Whether a path is one of the site's files (SITE_FILES). */
export const isSiteFile = (pathname: string): boolean => SITE_FILES.test(pathname)

/**
 * The path a public page's request is rewritten to, or null for the studio, the APIs and the
 * site's files. An address the site has no page for is rewritten too: its route, or the 404 page
 * where none matches (app/global-not-found.tsx), answers it, with its redirect if it has one.
 */
export function sitePagePath(pathname: string): string | null {
  if (NOT_PAGES.test(pathname) || SITE_FILES.test(pathname)) return null
  return `/${siteKey()}${pathname === '/' ? '' : pathname}`
}
