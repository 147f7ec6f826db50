import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { notFoundMetadata } from '@/lib/seo/notFound'

/**
 * Every path no other route matches lands here, so it gets the site's 404 page
 * (`(frontend)/not-found.tsx`, inside the site layout) with status 404. Without it, the app's
 * two root layouts (`(frontend)`, `(payload)`) leave Next.js to show its bare built-in 404.
 * Static segments and `[slug]` are matched first, so this only ever sees unknown paths.
 */
export const metadata: Metadata = notFoundMetadata

export default function UnmatchedPath(): never {
  notFound()
}
