import type { Metadata } from 'next'

/**
 * The 404 page's metadata (spec section 2: its title). Next.js does not apply not-found.tsx's
 * metadata when a page calls notFound(), so the pages return this from generateMetadata when
 * their document is missing, and the catch-all route exports it.
 *
 * No robots here: Next.js writes `<meta name="robots" content="noindex">` into every answer with
 * status 404 itself, and a `noindex, nofollow` of ours made two tags. Nothing on a 404 is indexed;
 * its links lead to the site's own pages, which crawlers may follow.
 */
export const notFoundMetadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for could not be found.',
}
