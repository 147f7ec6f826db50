'use client'

import { Suspense, useRef } from 'react'

import type { ContactProps } from '@/components/ContactDialog/Dialog'
import { PhoneIcon } from '@/components/ui/icons-core'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { ctaButton } from '@/components/ui/styles'
import { useLazyOpen } from '@/components/ui/useLazyOpen'

const load = () => import('@/components/ContactDialog/Dialog')
const ContactOptionsDialog = lazyComponent(load, (m) => m.ContactOptionsDialog)

/**
 * The Call button and the 'Contact Options' dialog it opens. The dialog's code loads when a Call
 * button is first used, so it is not part of the first page load.
 */
export function ContactDialog(props: ContactProps & { className?: string }) {
  const { className, ...contact } = props
  const dialog = useLazyOpen(load)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        data-testid="call-button"
        onClick={dialog.show}
        onPointerEnter={dialog.preload}
        onTouchStart={dialog.preload}
        onFocus={dialog.preload}
        className={`${ctaButton} ${className ?? ''}`}
      >
        <PhoneIcon className="size-5" />
        Call
      </button>
      {dialog.mounted && (
        <Suspense>
          <ContactOptionsDialog
            {...contact}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  )
}
