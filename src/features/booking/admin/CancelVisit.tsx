'use client'

import '@/styles/desk.css'

import { Button, Modal, toast, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useIsClient } from '@/components/ui/useIsClient'
import { saveDocument } from '@/features/studio/rest'

export type VisitToCancel = {
  id: number
  /** The homeowner's name. */
  name: string
  /** Its date and arrival window: "Mon, Dec 7, 8:00 – 10:00 AM MST". */
  label: string
  email?: string | null
  phone?: string | null
}

/** Payload's drawers and its own confirmations start here: the question sits above the page. */
const MODAL_Z_INDEX = 100

/** What the homeowner hears of it: the e-mail the cancellation sends, or a call to make. */
const toldBy = ({ name, email, phone }: VisitToCancel) =>
  email
    ? `${name} gets an e-mail saying it is cancelled.`
    : `${name} has no e-mail address: call ${phone ? `them at ${phone}` : 'them'} to say so.`

/**
 * A visit's Cancel button, wherever staff see the visit (its case file, the Visits list, the
 * dashboard). It asks once, in Payload's modal, naming the visit's day and window and the
 * homeowner: "Keep the visit" closes the question and changes nothing; "Yes, cancel the visit"
 * cancels it, once (the button waits for the answer). The visit's hook tells the homeowner and
 * writes the lead's history; the window is open again.
 */
export function CancelVisit({
  visit,
  label = 'Cancel the visit',
  className = 'lead-desk__action lead-desk__action--danger',
  withName = false,
}: {
  visit: VisitToCancel
  label?: string
  className?: string
  /** The button's name for a screen reader says whose visit (a list of several). */
  withName?: boolean
}) {
  const router = useRouter()
  const { closeModal, isModalOpen, openModal } = useModal()
  // Drawn by the server on the dashboard and the case file: a press before the code runs is lost.
  const ready = useIsClient()
  const [busy, setBusy] = useState(false)
  const id = useId()
  const slug = `cancel-visit-${visit.id}`

  async function cancel() {
    setBusy(true)
    try {
      await saveDocument('visits', visit.id, { state: 'cancelled' })
      toast.success(`The visit of ${visit.name}, ${visit.label}, is cancelled.`)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The visit was not cancelled.')
    } finally {
      closeModal(slug)
      setBusy(false)
      router.refresh()
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={withName ? `Cancel the visit of ${visit.name}` : undefined}
        aria-haspopup="dialog"
        disabled={!ready || busy}
        onClick={() => openModal(slug)}
      >
        {label}
      </button>
      {isModalOpen(slug) && (
        <Modal
          slug={slug}
          className="confirmation-modal"
          closeOnBlur={false}
          style={{ zIndex: MODAL_Z_INDEX }}
          aria-labelledby={`${id}-heading`}
          aria-describedby={`${id}-body`}
        >
          <div className="confirmation-modal__wrapper">
            <div className="confirmation-modal__content">
              <h2 id={`${id}-heading`}>Cancel this visit?</h2>
              <p id={`${id}-body`}>
                The inspection visit of <strong>{visit.name}</strong>,{' '}
                <strong>{visit.label}</strong>, will be cancelled and its window opened again.{' '}
                {toldBy(visit)}
              </p>
            </div>
            <div className="confirmation-modal__controls">
              <Button
                buttonStyle="secondary"
                size="large"
                disabled={busy}
                onClick={() => closeModal(slug)}
              >
                Keep the visit
              </Button>
              <Button size="large" disabled={busy} onClick={() => void cancel()}>
                {busy ? 'Cancelling…' : 'Yes, cancel the visit'}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </>
  )
}
