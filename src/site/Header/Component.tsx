import 'server-only'

import Link from 'next/link'

import { ContactDialog } from '@/components/ContactDialog'
import { HeaderNav } from '@/site/Header/Component.client'
import { Picture, pictureFiles } from '@/components/Media'
import { MobileMenu } from '@/site/MobileMenu'
import { SEARCH_ACTION, SearchFields } from '@/features/search/ui/Fields'
import { HeaderSearch } from '@/features/search/ui/HeaderSearch'
import { LogoMark } from '@/components/ui/icons'
import { getHeader, getSiteSettings } from '@/lib/payload/queries'

/** Links handed to client components without their array-row ids: fewer bytes in every page. */
const withoutIds = <T extends { id?: string | null }>(links: T[] | null | undefined) =>
  (links ?? []).map(({ id: _id, ...link }) => link)

/**
 * The sticky dark header: logo and name, the search slot (md and up), the desktop links (lg and
 * up), the Call button and, below lg, the menu drawer's button.
 */
export async function Header() {
  const [settings, header] = await Promise.all([getSiteSettings(), getHeader()])
  const logo = pictureFiles(settings.logo, 'icon')

  return (
    <header data-testid="site-header" className="site-header">
      <div className="site-header-bar">
        <Link href="/" className="site-logo">
          {logo ? (
            <Picture
              files={logo}
              sizes="40px"
              lazy={false}
              alt=""
              className="size-9 shrink-0 rounded-full object-contain sm:size-10"
            />
          ) : (
            <LogoMark className="size-9 shrink-0 text-cedar-300 sm:size-10" />
          )}
          <span className="site-logo-name">{settings.businessName}</span>
        </Link>

        {/* The search box (md and up); phones search from the menu drawer. */}
        <div className="site-header-search">
          <form
            id="site-search"
            role="search"
            action={SEARCH_ACTION}
            method="get"
            className="relative w-full"
            data-testid="search-header"
          >
            <SearchFields id="site-search-q" variant="header" />
          </form>
          <HeaderSearch formId="site-search" />
        </div>

        <HeaderNav links={withoutIds(header.desktopLinks)} />

        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 lg:ml-0">
          <ContactDialog
            phone={settings.phone}
            businessName={settings.businessName}
            hoursText={settings.hoursText}
            className="max-sm:px-3"
          />
          <MobileMenu
            menuLinks={withoutIds(header.menuLinks)}
            quickLinks={withoutIds(header.quickLinks)}
            phone={settings.phone}
            quoteLabel={header.quoteLabel || 'Get Quote'}
            quoteHref={header.quoteHref || '/contact'}
          />
        </div>
      </div>
    </header>
  )
}
