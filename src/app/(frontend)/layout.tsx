import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument } from '@/site/SiteDocument'
import { getSiteSettings } from '@/lib/payload/queries'
import { serverUrl } from '@/lib/site/urls'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.businessName, template: `%s${settings.seo?.titleSuffix ?? ''}` },
    description: settings.seo?.defaultDescription,
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
