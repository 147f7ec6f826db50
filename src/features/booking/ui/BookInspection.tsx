'use client'

import { lazy, Suspense, useState } from 'react'

import { ctaButtonLight } from '@/components/ui/styles'
import { bookPagePath } from '@/features/booking/paths'
import type { PickerProps } from '@/features/booking/ui/BookingPicker'

// The picker's code loads when it is opened, not with the page.
const BookingPicker = lazy(() => import('@/features/booking/ui/BookingPicker'))

/**
 * "Book a free on-site inspection": a link to the booking page until the page's script runs (it
 * works without one), then a button that opens the picker in place.
 */
export function BookInspection(props: PickerProps & { label?: string }) {
  const [open, setOpen] = useState(false)
  const { label = 'Book a free on-site inspection', ...picker } = props
  if (open) {
    return (
      <Suspense fallback={<p role="status">Finding the open times…</p>}>
        <BookingPicker {...picker} />
      </Suspense>
    )
  }
  return (
    <a
      href={bookPagePath({ place: picker.place, lead: picker.lead })}
      className={ctaButtonLight}
      data-testid="book-inspection"
      onClick={(event) => {
        event.preventDefault()
        setOpen(true)
      }}
    >
      {label}
    </a>
  )
}
