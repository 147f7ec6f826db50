'use client'

import type { DefaultCellComponentProps } from 'payload'

import { isOverdue } from '@/features/leads/domain'
import { formatWhen } from '@/lib/time/colorado'

/** The leads list's respond-by column: Colorado's time, red and marked when overdue. */
export function RespondByCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (!cellData) return <span className="lead-desk__muted">–</span>
  const lead = rowData as { respondBy?: string; respondedAt?: string | null; status?: string }
  const when = formatWhen(cellData)
  if (lead.respondedAt || lead.status !== 'new') {
    return <span className="lead-desk__respond lead-desk__muted">{when}</span>
  }
  return isOverdue({ ...lead, respondBy: String(cellData) }) ? (
    <span className="lead-desk__respond lead-desk__overdue" data-overdue="true">
      {when} · overdue
    </span>
  ) : (
    <span className="lead-desk__respond">{when}</span>
  )
}
