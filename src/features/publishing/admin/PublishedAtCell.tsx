import type { DefaultServerCellComponentProps } from 'payload'

import { nextSchedule } from '@/features/publishing/server/upcoming'
import { formatWhen, formatWhenShort } from '@/lib/time/colorado'

/**
 * The list's "Published" column: "Scheduled for Dec 1, 9:00 AM MST" for a document waiting for a
 * scheduled publish, else the date it shows on the site (Colorado time), else a dash. A server
 * cell: it reads the job queue for its row.
 */
export async function PublishedAtCell({
  cellData,
  collectionConfig,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const id = (rowData as { id?: number | string } | undefined)?.id
  const upcoming = id === undefined ? null : await nextSchedule(payload, collectionConfig.slug, id)
  if (upcoming) {
    return (
      <span data-scheduled={upcoming.type}>
        {upcoming.type === 'publish' ? 'Scheduled for ' : 'Unpublishes '}
        {formatWhenShort(upcoming.at)}
        {upcoming.type === 'unpublish' && cellData ? ` (published ${formatWhen(cellData)})` : ''}
      </span>
    )
  }
  return <span>{formatWhen(cellData) || '—'}</span>
}
