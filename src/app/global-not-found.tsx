import type { Metadata } from 'next'

import { NotFound } from '@/components/NotFound'
import { SiteDocument } from '@/site/SiteDocument'
import { getSiteSettings } from '@/lib/payload/queries'
import { notFoundMetadata } from '@/lib/seo/notFound'
import { serverUrl } from '@/lib/site/urls'

/**
 * The 404 page for every address no route matches, with the site's header and footer. It is
 * prerendered, so its content is in the HTML (a page's `notFound()` inside the site's layout is
 * drawn by the browser from the page's data: vercel/next.js#62228). Status 404, noindex, and the
 * 3-second way home once scripts run.
 */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    ...notFoundMetadata,
    metadataBase: new URL(serverUrl()),
    title: `${notFoundMetadata.title}${settings.seo?.titleSuffix ?? ''}`,
  }
}

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  )
}
