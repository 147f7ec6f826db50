'use client'

import { Suspense, useRef } from 'react'

import type { MenuProps } from '@/site/MobileMenu/Drawer'
import { MenuIcon } from '@/components/ui/icons-core'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { iconButton } from '@/components/ui/styles'
import { useLazyOpen } from '@/components/ui/useLazyOpen'

const load = () => import('@/site/MobileMenu/Drawer')
const MobileMenuDrawer = lazyComponent(load, (m) => m.MobileMenuDrawer)

/**
 * The small-screen menu button. The drawer (vaul) loads when the button is first used, so its
 * code is not part of the first page load on slow mountain connections.
 */
export function MobileMenu(props: MenuProps) {
  const menu = useLazyOpen(load)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menu.open}
        data-testid="mobile-menu-trigger"
        onClick={menu.show}
        onPointerEnter={menu.preload}
        onTouchStart={menu.preload}
        onFocus={menu.preload}
        className={`${iconButton} focus-ring text-cream-50 hover:bg-forest-800 lg:hidden`}
      >
        <MenuIcon className="size-6" />
      </button>
      {menu.mounted && (
        <Suspense>
          <MobileMenuDrawer
            {...props}
            open={menu.open}
            onOpenChange={menu.setOpen}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  )
}
