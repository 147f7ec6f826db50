import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/site/urls'

/** Staff routes (guarded, DECISIONS.md), preview routes and APIs are not for crawlers. */
const DISALLOW = [
  '/admin',
  '/analytics',
  '/blog-seo',
  '/log-home-photos',
  '/file-upload-test',
  '/next/',
  '/api/',
]

/** Made on each request: it names the sitemap by the site's address, which the build does not know. */
export const dynamic = 'force-dynamic'

/**
 * `/robots.txt`. It sits at the app root rather than in `(frontend)`: Next.js only picks up
 * robots (like favicon and manifest) in the root of the app directory, not in a route group.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOW, crawlDelay: 10 },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
