import type { Metadata } from 'next'

import { NotFound } from '@/components/NotFound'
import { notFoundMetadata } from '@/lib/seo/notFound'

/**
 * The 404 page of spec section 2 inside the site's layout, for a page that calls `notFound()` (an
 * unknown post, service, county...). Unmatched addresses get app/global-not-found.tsx.
 */
export const metadata: Metadata = notFoundMetadata

export default NotFound
