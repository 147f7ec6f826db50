import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'

import '@/app/globals.css'
import { inter, lora } from '@/app/(frontend)/fonts'
import { getSiteSettings } from '@/lib/payload/queries'
import { serverUrl } from '@/utilities/paths'
import { telHref } from '@/utilities/phone'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.businessName, template: `%s${settings.seo?.titleSuffix ?? ''}` },
    description: settings.seo?.defaultDescription,
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en" className={`${inter.variable} ${lora.variable}`}>
      <body className="font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-40 bg-forest-900 text-white">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
            <Link href="/" className="font-serif text-lg font-bold">
              {settings.businessName}
            </Link>
            <a
              href={telHref(settings.phone)}
              className="inline-flex min-h-11 items-center rounded-md bg-cedar-600 px-4 font-semibold"
            >
              Call {settings.phone}
            </a>
          </div>
        </header>
        <main id="main">{children}</main>
        <footer className="mt-16 bg-forest-900 px-4 py-10 text-sm text-white">
          <div className="mx-auto max-w-6xl space-y-2">
            <p>
              {settings.address.streetAddress}, {settings.address.locality},{' '}
              {settings.address.region} {settings.address.postalCode}
            </p>
            <p>{settings.hoursText}</p>
            <p>
              © {new Date().getFullYear()} {settings.businessName}
            </p>
          </div>
        </footer>
      </body>
    </html>
  )
}
