'use client'

import { lazy, Suspense, useState } from 'react'

import { ctaButtonLight } from '@/components/ui/styles'
import { bookPagePath } from '@/features/booking/paths'
import type { PickerProps } from '@/features/booking/ui/BookingPicker'

// The picker's code loads when it is opened, not with the page.
const BookingPicker = lazy(() => import('@/features/booking/ui/BookingPicker'))

/** The picker, its code loaded on first show. */
export function LazyBookingPicker(props: PickerProps) {
  return (
    <Suspense fallback={<p role="status">Finding the open times…</p>}>
      <BookingPicker {...props} />
    </Suspense>
  )
}

/**
 * "Book a free on-site inspection": a link to the booking page until the page's script runs (it
 * works without one), then a button that opens the picker in place, or, with `onOpen`, wherever
 * the page shows it (the chat, in place of its conversation).
 */
export function BookInspection(props: PickerProps & { label?: string; onOpen?: () => void }) {
  const [open, setOpen] = useState(false)
  const { label = 'Book a free on-site inspection', onOpen, ...picker } = props
  if (open) return <LazyBookingPicker {...picker} />
  return (
    <a
      // Without a script, the booking page: the place only (the lead's reference and the
      // homeowner's details travel in its own cookie, never in an address).
      href={bookPagePath({ place: picker.place })}
      className={ctaButtonLight}
      data-testid="book-inspection"
      onClick={(event) => {
        event.preventDefault()
        if (onOpen) onOpen()
        else setOpen(true)
      }}
    >
      {label}
    </a>
  )
}
