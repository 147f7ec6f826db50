'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useIsClient } from '@/components/ui/useIsClient'
import { CancelVisit, type VisitToCancel } from '@/features/booking/admin/CancelVisit'
import type { Slot } from '@/features/booking/slots'
import { slotsByDay, timeLabel } from '@/features/booking/ui/WindowChoices'
import { saveDocument, SaveError } from '@/features/studio/rest'

type Props = {
  lead: { id: number; name: string; email?: string | null; phone?: string | null }
  /** The lead's upcoming visit: moved or cancelled here. None: one is booked here. */
  visit: VisitToCancel | null
  place: string
  area: string
  slots: Slot[]
}

const TAKEN = 'Someone just booked that window. The list is fresh again: pick another one.'

/**
 * Staff book, move or cancel a lead's visit for a caller, from its case file: the open windows of
 * the lead's area (the later ones of today too), saved through the API as the signed-in user, so
 * the collection's hooks tell the homeowner and write the lead's history, as on the site. Cancel
 * asks first (CancelVisit): the homeowner gets the e-mail, and the window is open again.
 */
export function VisitActions({ lead, visit, place, area, slots }: Props) {
  const router = useRouter()
  const id = useId()
  const [start, setStart] = useState(slots[0]?.start ?? '')
  // Drawn by the server: a press before its code runs would be lost, so it waits for it.
  const ready = useIsClient()
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await action()
      toast.success(done)
    } catch (error) {
      toast.error(
        error instanceof SaveError && error.path === 'window'
          ? TAKEN
          : error instanceof Error
            ? error.message
            : 'The visit was not saved.',
      )
    } finally {
      setBusy(false)
      router.refresh()
    }
  }

  // After a refresh the window chosen may be gone (booked, or this visit's own): the first one then.
  const slot = slots.find((open) => open.start === start) ?? slots[0]
  const book = () =>
    slot &&
    run(
      () =>
        visit
          ? saveDocument('visits', visit.id, { start: slot.start, end: slot.end })
          : saveDocument('visits', null, {
              lead: lead.id,
              start: slot.start,
              end: slot.end,
              state: 'booked',
              name: lead.name,
              email: lead.email,
              phone: lead.phone,
              place,
              area,
              bookedBy: 'staff',
            }),
      visit ? `Visit moved to ${slot.label}.` : `Visit booked: ${slot.label}.`,
    )

  return (
    <div className="lead-desk__visit-actions">
      {slots.length === 0 ? (
        <p className="lead-desk__muted">No window is open in {area} in the coming weeks.</p>
      ) : (
        <>
          <label htmlFor={id}>{visit ? 'Move it to' : 'Book a window'}</label>
          <select
            id={id}
            className="lead-desk__window"
            value={slot?.start ?? ''}
            disabled={!ready || busy}
            onChange={(event) => setStart(event.target.value)}
          >
            {slotsByDay(slots).map(([day, daySlots]) => (
              <optgroup key={day} label={day}>
                {daySlots.map((open) => (
                  <option key={open.start} value={open.start}>
                    {day}, {timeLabel(open)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button
            type="button"
            className="lead-desk__action"
            disabled={!ready || busy || !slot}
            onClick={() => void book()}
          >
            {visit ? 'Move the visit' : 'Book the visit'}
          </button>
        </>
      )}
      {visit ? <CancelVisit visit={visit} /> : null}
    </div>
  )
}
