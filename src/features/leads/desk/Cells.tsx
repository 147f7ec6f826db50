'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatDollars } from '@/features/leads/domain'
import { formatWhen } from '@/lib/time/colorado'

/**
 * Cells of the leads list. Payload's own show an empty field as "<No Location>"; these show a
 * dash, and times on Colorado's clock, named (Payload's date cell uses the zone of whatever
 * renders it: the server's UTC first, then the browser's).
 */

const DASH = '—'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim())

/** A text or select cell: its text (a select's option label), or a dash. */
export function TextCell({ cellData, field }: DefaultCellComponentProps) {
  if (isEmpty(cellData)) return <span aria-label="none">{DASH}</span>
  const options = 'options' in field && Array.isArray(field.options) ? field.options : []
  const option = options.find(
    (entry) => typeof entry === 'object' && entry !== null && entry.value === cellData,
  )
  const label =
    option && typeof option === 'object' && typeof option.label === 'string'
      ? option.label
      : String(cellData)
  return <span>{label}</span>
}

/** A dollar amount ("$8,400"), or a dash. */
export function DollarsCell({ cellData }: DefaultCellComponentProps) {
  return <span>{formatDollars(cellData)}</span>
}

/** When the lead came in, on Colorado's clock with the zone named, or a dash. */
export function WhenCell({ cellData }: DefaultCellComponentProps) {
  const when = formatWhen(cellData)
  return when ? (
    <time dateTime={String(cellData)}>{when}</time>
  ) : (
    <span aria-label="none">{DASH}</span>
  )
}
