'use client'

import '@/features/leads/desk/leadDesk.css'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { useIsClient } from '@/components/ui/useIsClient'
import { saveDocument } from '@/features/studio/rest'

/**
 * The visits list's state column: a visit to come is cancelled from the list with one press (a
 * doubtful booking), the homeowner told by the collection's hook and the window open again.
 */
export function VisitStateCell({ cellData, rowData }: DefaultCellComponentProps) {
  const router = useRouter()
  const ready = useIsClient()
  const [busy, setBusy] = useState(false)
  // The time the list was drawn: a visit that has ended by then is not offered for cancelling.
  const [drawnAt] = useState(() => Date.now())
  const booked = cellData === 'booked'
  const ahead = Date.parse(String(rowData.end ?? '')) > drawnAt
  if (!booked) return <span>Cancelled</span>

  async function cancel() {
    setBusy(true)
    try {
      await saveDocument('visits', rowData.id as number, { state: 'cancelled' })
      toast.success(`The visit of ${String(rowData.name ?? '')} is cancelled.`)
      router.refresh()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The visit was not cancelled.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="lead-desk__visit-state">
      Booked
      {ahead ? (
        <button
          type="button"
          className="lead-desk__action lead-desk__action--danger"
          aria-label={`Cancel the visit of ${String(rowData.name ?? '')}`}
          disabled={!ready || busy}
          onClick={() => void cancel()}
        >
          Cancel
        </button>
      ) : null}
    </span>
  )
}
