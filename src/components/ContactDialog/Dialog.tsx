'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'

import { CloseIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons'
import { ctaButtonLight, iconButton, outlineButtonLight } from '@/components/ui/styles'
import { smsHref, telHref } from '@/utilities/phone'

export type ContactProps = {
  /** The business number as shown, e.g. (719) 555-0142. */
  phone: string
  businessName: string
  hoursText?: string | null
}

type Props = ContactProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The Call button that opened it: focus goes back there when it closes. */
  returnFocus?: RefObject<HTMLElement | null>
}

/**
 * The 'Contact Options' dialog: the number and two actions, Call (tel:) and Text (sms:), dialled
 * as +1 and digits only. Radix gives the focus trap, Escape and the backdrop click; focus goes
 * back to the Call button (`returnFocus`). Loaded only when a Call button is first used (see ./index.tsx).
 */
export function ContactOptionsDialog(props: Props) {
  const { phone, businessName, hoursText, open, onOpenChange, returnFocus } = props
  const close = () => onOpenChange(false)

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal-900/60 data-[state=open]:animate-[chrome-fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          // Radix gives focus back to a Dialog.Trigger; the Call button is not one (the dialog
          // loads after it is pressed), so it is done here, on Escape, Close and the backdrop.
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return
            event.preventDefault()
            returnFocus.current.focus()
          }}
          data-testid="contact-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream-50 p-6 text-charcoal-900 shadow-2xl outline-none data-[state=open]:animate-[chrome-pop-in_150ms_ease-out] motion-reduce:animate-none"
        >
          <Dialog.Title className="pr-10 font-serif text-2xl font-bold text-forest-900">
            Contact Options
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-charcoal-900/80">
            Call or text {businessName}.
          </Dialog.Description>
          <p className="mt-4 text-2xl font-semibold tracking-wide text-forest-900 tabular-nums">
            {phone}
          </p>
          {hoursText ? <p className="mt-1 text-sm text-charcoal-900/80">{hoursText}</p> : null}
          <div className="mt-6 grid grid-cols-2 gap-3">
            <a href={telHref(phone)} onClick={close} className={`${ctaButtonLight} min-h-12`}>
              <PhoneIcon className="size-5" />
              Call
            </a>
            <a href={smsHref(phone)} onClick={close} className={`${outlineButtonLight} min-h-12`}>
              <MessageIcon className="size-5" />
              Text
            </a>
          </div>
          <Dialog.Close
            aria-label="Close"
            className={`${iconButton} focus-ring-light absolute top-2 right-2 text-charcoal-900 hover:bg-cream-100`}
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
