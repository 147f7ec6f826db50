import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/styles/globals.css'
import { inter } from '@/styles/fonts'

export const metadata: Metadata = {
  title: { default: 'Staff', template: '%s | Staff' },
  robots: { index: false, follow: false },
}

/** Where the staff's tools live: the studio's lead desk and export, and the pages beside it. */
const LINKS = [
  { href: '/admin', label: 'Studio' },
  { href: '/admin/collections/leads', label: 'Leads' },
  { href: '/admin/export', label: 'Export' },
  { href: '/log-home-photos', label: 'Photos' },
  { href: '/file-upload-test', label: 'Upload test' },
  { href: '/analytics', label: 'Analytics' },
  { href: '/blog-seo', label: 'Blog SEO' },
] as const

/**
 * The staff pages beside the studio (`/log-home-photos`, `/file-upload-test`, `/analytics`,
 * `/blog-seo`). Each page checks
 * the signed-in user itself (features/staff/access): a layout does not know which address it serves.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-white font-sans text-charcoal-900 antialiased">
        <header className="border-b border-black/10 bg-forest-900 text-white">
          <nav
            aria-label="Staff"
            className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-sm"
          >
            <span className="font-semibold">Staff tools</span>
            {LINKS.map((link) => (
              // Plain links: the studio is another application, and each page is server-rendered.
              <a key={link.href} href={link.href} className="underline-offset-4 hover:underline">
                {link.label}
              </a>
            ))}
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6">
          {children}
        </main>
      </body>
    </html>
  )
}
