import type { Metadata } from 'next'
import { connection } from 'next/server'

import { NotFound } from '@/components/NotFound'
import { SiteDocument } from '@/site/SiteDocument'
import { getSiteSettings } from '@/lib/payload/queries'
import { notFoundMetadata } from '@/lib/seo/notFound'
import { serverUrl } from '@/lib/site/urls'
// The site's icons live with its pages (app/(frontend)), whose metadata files this document,
// outside that group, does not get: without them every 404 asked for /favicon.ico and logged an
// error. Imported, they are served hashed from /_next/static.
import appleIcon from './(frontend)/apple-icon.png'
import icon from './(frontend)/icon.png'

/**
 * The 404 page of every address no route matches (a deep path, a file that is not there), with
 * the site's header and footer, its content in the HTML. Status 404, noindex, and the 3-second
 * way home once scripts run. Drawn per request, with this server's address and content (the
 * build has neither: lib/site/pages.ts).
 */
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    ...notFoundMetadata,
    metadataBase: new URL(serverUrl()),
    title: `${notFoundMetadata.title}${settings.seo?.titleSuffix ?? ''}`,
    icons: {
      icon: { url: icon.src, type: 'image/png', sizes: `${icon.width}x${icon.height}` },
      apple: { url: appleIcon.src, sizes: `${appleIcon.width}x${appleIcon.height}` },
    },
  }
}

export default async function GlobalNotFound() {
  await connection()
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  )
}
