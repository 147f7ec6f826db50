'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { ariaCurrent, linkCurrent } from '@/site/Header/current'
import type { Header as HeaderData } from '@/payload-types'

type Props = { links: NonNullable<HeaderData['desktopLinks']> }

/** The large-screen links; the current page (or its section) is highlighted and marked. */
export function HeaderNav({ links }: Props) {
  const pathname = usePathname()
  if (links.length === 0) return null
  return (
    <nav aria-label="Main" data-testid="desktop-nav" className="hidden lg:ml-auto lg:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.id ?? link.href}>
            <Link
              href={link.href}
              aria-current={ariaCurrent(linkCurrent(pathname, link.href))}
              className="focus-ring inline-flex min-h-11 items-center rounded-md px-3 text-[0.95rem] font-medium whitespace-nowrap text-cream-50 transition-colors hover:bg-forest-800 aria-[current=page]:bg-forest-700 aria-[current=page]:underline aria-[current=page]:decoration-cedar-300 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 aria-[current=true]:bg-forest-700 xl:px-4"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
