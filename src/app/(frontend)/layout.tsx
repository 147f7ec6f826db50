import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/app/globals.css'
import { inter, lora } from '@/app/(frontend)/fonts'
import { BusinessJsonLd } from '@/components/BusinessJsonLd'
import { Footer } from '@/components/Footer/Component'
import { Header } from '@/components/Header/Component'
import { LogLens } from '@/components/LogLens'
import { LogLensLauncher } from '@/components/LogLens/Launcher'
import { ScrollToTop } from '@/components/ScrollToTop'
import { ToastRegions } from '@/components/ui/toast/Regions'
import { getSiteSettings } from '@/lib/payload/queries'
import { serverUrl } from '@/utilities/paths'

/** Spec section 2: prefetch hints for the pages visitors open most. */
const PREFETCH_PATHS = ['/services', '/portfolio', '/contact', '/calculator'] as const

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.businessName, template: `%s${settings.seo?.titleSuffix ?? ''}` },
    description: settings.seo?.defaultDescription,
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${lora.variable}`}>
      <head>
        {PREFETCH_PATHS.map((path) => (
          <link key={path} rel="prefetch" href={path} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <BusinessJsonLd />
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <LogLensLauncher />
        <LogLens />
        <ToastRegions />
      </body>
    </html>
  )
}
