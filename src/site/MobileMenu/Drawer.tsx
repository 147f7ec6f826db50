'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, type RefObject } from 'react'
import { Drawer } from 'vaul'

import { ariaCurrent, linkCurrent } from '@/site/Header/current'
import { SearchBox } from '@/features/search/ui'
import { ChevronRightIcon, CloseIcon, PhoneIcon } from '@/components/ui/icons'
import { ctaButtonLight, iconButton } from '@/components/ui/styles'
import type { Header as HeaderData } from '@/payload-types'
import { telHref } from '@/utilities/phone'

export type MenuProps = {
  menuLinks: NonNullable<HeaderData['menuLinks']>
  quickLinks: NonNullable<HeaderData['quickLinks']>
  phone: string
  quoteLabel: string
  quoteHref: string
}

type Props = MenuProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button that opened it: focus goes back there when it closes. */
  returnFocus?: RefObject<HTMLElement | null>
}

/**
 * The small-screen menu: a bottom drawer (at most 90% of the viewport, scrollable) with the menu
 * links, the quick-access city links, the phone line and Get Quote. Any link closes it. Loaded
 * only when the menu button is first used (see ./index.tsx).
 */
export function MobileMenuDrawer(props: Props) {
  const { menuLinks, quickLinks, phone, quoteLabel, quoteHref, open, onOpenChange, returnFocus } =
    props
  const pathname = usePathname()
  const quickHeadingId = useId()
  const close = () => onOpenChange(false)

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-charcoal-900/60" />
        <Drawer.Content
          data-testid="mobile-menu"
          // Focus back to the menu button on Escape or Close (it is no Drawer.Trigger). A link
          // that leads away is left alone: the new page's focus wins.
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current || !document.contains(returnFocus.current)) return
            event.preventDefault()
            returnFocus.current.focus()
          }}
          // Escape in the search field closes its suggestions first, not the menu.
          onEscapeKeyDown={(event) => {
            if ((event.target as Element | null)?.getAttribute?.('aria-expanded') === 'true') {
              event.preventDefault()
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-2xl flex-col rounded-t-2xl bg-cream-50 text-charcoal-900 shadow-2xl outline-none"
        >
          <Drawer.Handle className="mt-2 bg-charcoal-900/40!" />
          <div className="flex items-center justify-between gap-2 px-4 pt-1">
            <Drawer.Title className="font-serif text-xl font-bold text-forest-900">
              Menu
            </Drawer.Title>
            <Drawer.Close
              aria-label="Close menu"
              className={`${iconButton} focus-ring-light -mr-2 text-charcoal-900 hover:bg-cream-100`}
            >
              <CloseIcon className="size-6" />
            </Drawer.Close>
          </div>
          <Drawer.Description className="sr-only">
            Pages of the site, quick access to the cities we serve, and ways to reach us.
          </Drawer.Description>

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-4">
            <div className="px-2 pt-3 pb-2">
              <SearchBox variant="drawer" onNavigate={close} />
            </div>
            <nav aria-label="Menu">
              <ul>
                {menuLinks.map((link) => (
                  <li key={link.id ?? link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      aria-current={ariaCurrent(linkCurrent(pathname, link.href))}
                      className="focus-ring-light flex min-h-12 items-center gap-3 rounded-lg px-3 py-2 transition-colors hover:bg-cream-100 aria-[current=page]:bg-forest-900/10 aria-[current=true]:bg-forest-900/10"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-2 font-semibold text-forest-900">
                          {link.label}
                          {link.badge ? (
                            <span className="rounded-full bg-cedar-600 px-2 py-0.5 text-xs font-semibold text-white">
                              {link.badge}
                            </span>
                          ) : null}
                        </span>
                        {link.description ? (
                          <span className="block text-sm text-charcoal-900/75">
                            {link.description}
                          </span>
                        ) : null}
                      </span>
                      <ChevronRightIcon className="size-5 shrink-0 text-charcoal-900/60" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            {quickLinks.length > 0 ? (
              <section aria-labelledby={quickHeadingId} className="mt-4 px-2">
                <h3
                  id={quickHeadingId}
                  className="font-sans text-sm font-semibold tracking-wide text-charcoal-900/80 uppercase"
                >
                  Quick access
                </h3>
                <ul className="mt-2 grid grid-cols-2 gap-2">
                  {quickLinks.map((link) => (
                    <li key={link.id ?? link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={ariaCurrent(linkCurrent(pathname, link.href))}
                        className="focus-ring-light flex min-h-14 flex-col justify-center rounded-lg border border-forest-900/15 bg-white px-3 py-2 transition-colors hover:border-forest-700 aria-[current=page]:border-forest-700"
                      >
                        <span className="font-semibold text-forest-900">{link.label}</span>
                        {link.description ? (
                          <span className="text-xs text-charcoal-900/75">{link.description}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <div className="flex items-center gap-2 border-t border-forest-900/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <a
              href={telHref(phone)}
              onClick={close}
              className="focus-ring-light inline-flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-2 font-semibold text-forest-900 hover:bg-cream-100"
            >
              <PhoneIcon className="size-5 shrink-0" />
              <span className="truncate tabular-nums">{phone}</span>
            </a>
            <Link href={quoteHref} onClick={close} className={`${ctaButtonLight} shrink-0`}>
              {quoteLabel}
            </Link>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
