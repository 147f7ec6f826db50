import type { ReactNode } from 'react'

import '@/styles/globals.css'
import { inter, lora } from '@/styles/fonts'
import { AnalyticsBeacon } from '@/features/analytics/ui'
import { BusinessJsonLd } from '@/components/BusinessJsonLd'
import { Footer } from '@/site/Footer'
import { Header } from '@/site/Header/Component'
import { LazyPictures } from '@/components/LazyPictures'
import { LogLens } from '@/features/chat/ui'
import { LogLensLauncher } from '@/features/chat/ui/Launcher'
import { PrefetchHints } from '@/components/PrefetchHints'
import { ScrollToTop } from '@/components/ScrollToTop'
import { ToastRegions } from '@/components/ui/toast/Regions'

/** Spec section 2: prefetch hints for the pages visitors open most. */
const PREFETCH_PATHS = ['/services', '/portfolio', '/contact', '/calculator'] as const

/**
 * The public site's document around a page: header, main, footer and the site-wide pieces. The
 * site's layout uses it, and so does the 404 page of unmatched addresses (app/global-not-found).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${lora.variable}`}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <LazyPictures />
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
        <PrefetchHints paths={PREFETCH_PATHS} />
        <AnalyticsBeacon />
      </body>
    </html>
  )
}
