import Link from 'next/link'

import { RedirectHomeLater } from '@/components/RedirectHome/Later'

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/cost-calculator', label: 'Cost Calculator' },
] as const

/** The 404 page's content (spec section 2): what happened, where to go, and the way home. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16" aria-labelledby="not-found-heading">
      <p className="font-semibold text-cedar-600">404</p>
      <h1 id="not-found-heading" className="mt-2 text-3xl font-bold md:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-4 text-lg">
        Sorry, we couldn’t find that page. It may have moved, or the address may be mistyped.
      </p>
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="outline-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <RedirectHomeLater />
      </div>
    </section>
  )
}
