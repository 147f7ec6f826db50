'use client'

import '@/styles/desk.css'

import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { CancelVisit } from '@/features/booking/admin/CancelVisit'
import { formatWindow } from '@/lib/time/colorado'

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * The visits list's state column: a visit to come is cancelled from the list (a doubtful
 * booking), after the question that names it (CancelVisit); the homeowner is told by the
 * collection's hook and the window is open again.
 */
export function VisitStateCell({ cellData, rowData }: DefaultCellComponentProps) {
  // The time the list was drawn: a visit that has ended by then is not offered for cancelling.
  const [drawnAt] = useState(() => Date.now())
  const booked = cellData === 'booked'
  const ahead = Date.parse(String(rowData.end ?? '')) > drawnAt
  if (!booked) return <span>Cancelled</span>
  return (
    <span className="lead-desk__visit-state">
      Booked
      {ahead ? (
        <CancelVisit
          label="Cancel"
          withName
          visit={{
            id: rowData.id as number,
            name: String(rowData.name ?? ''),
            label: formatWindow(new Date(String(rowData.start)), new Date(String(rowData.end))),
            email: text(rowData.email),
            phone: text(rowData.phone),
          }}
        />
      ) : null}
    </span>
  )
}
