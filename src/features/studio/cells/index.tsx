import type { DefaultServerCellComponentProps } from 'payload'

import { formatFileSize } from '@/features/studio/files/words'
import { coloradoInstant, formatDay, formatWhen, isRealDay } from '@/lib/time/colorado'
import { formatPhone } from '@/utilities/phone'

/**
 * List cells in an owner's words, for the columns where Payload shows a field's raw value:
 * `true`/`false` for a checkbox, `<No Rating>` for an empty number, 121976 for a file's size, a
 * phone as it was typed, and a date in Payload's words on the server's clock.
 */

/** A checkbox column: "Yes", or nothing. */
export const YesCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{cellData === true ? 'Yes' : ''}</span>
)

/** A 1-5 rating: its stars and figure ("★★★★☆ 4"), or a dash when there is none. */
export function StarsCell({ cellData }: DefaultServerCellComponentProps) {
  const rating = typeof cellData === 'number' ? Math.round(cellData) : 0
  if (rating < 1 || rating > 5) return <span>—</span>
  return (
    <span aria-label={`${rating} of 5 stars`}>
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)} {rating}
    </span>
  )
}

export const FileSizeCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{formatFileSize(cellData)}</span>
)

/**
 * A date and time column: "Dec 1, 2026, 7:32 PM MST", on Colorado's clock, the zone named
 * (lib/time/colorado: formatWhen), as every other time the studio shows.
 */
export const WhenCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{formatWhen(cellData)}</span>
)

/** A day column (a date picked without its time): "Dec 1, 2026", Colorado's. */
export const DayCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{formatDay(cellData)}</span>
)

/** A column of days stored as `YYYY-MM-DD` (Colorado's calendar): "Dec 1, 2026". */
export function DayTextCell({ cellData }: DefaultServerCellComponentProps) {
  const day = typeof cellData === 'string' && isRealDay(cellData) ? cellData : null
  // Noon on that day in Colorado: the same day whatever the clock.
  return <span>{day ? formatDay(coloradoInstant(day, '12:00')) : ''}</span>
}

/** A phone column: "(719) 555-0142" however it was typed (utilities/phone: formatPhone). */
export const PhoneCell = ({ cellData }: DefaultServerCellComponentProps) => (
  <span>{typeof cellData === 'string' ? formatPhone(cellData) : ''}</span>
)
