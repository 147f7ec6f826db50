import type { Metadata } from 'next'

/**
 * The 404 page's metadata (spec section 2: its title, noindex and nofollow). Next.js does not
 * apply not-found.tsx's metadata when a page calls notFound(), so the pages return this from
 * generateMetadata when their document is missing, and the catch-all route exports it.
 */
export const notFoundMetadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for could not be found.',
  robots: { index: false, follow: false },
}
