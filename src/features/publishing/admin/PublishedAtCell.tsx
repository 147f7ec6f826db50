import type { DefaultServerCellComponentProps } from 'payload'

import { isScheduled } from '@/features/publishing/scheduled'
import { nextSchedule } from '@/features/publishing/server/upcoming'
import { formatWhen, formatWhenShort } from '@/lib/time/colorado'

/**
 * The list's "Published" column: "Scheduled for Dec 1, 9:00 AM MST" for a document published with
 * a date ahead or waiting for a scheduled publish, else the date it shows on the site (Colorado
 * time), else a dash. A server cell: it reads the job queue for its row.
 */
export async function PublishedAtCell({
  cellData,
  collectionConfig,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const row = rowData as { id?: number | string; _status?: string | null } | undefined
  const id = row?.id
  // Published with a date ahead: not on the site until then (access/publishedOrSignedIn.ts).
  const byDate =
    row?._status === 'published' && isScheduled(cellData)
      ? ({ type: 'publish', at: cellData as string } as const)
      : null
  const upcoming =
    byDate ?? (id === undefined ? null : await nextSchedule(payload, collectionConfig.slug, id))
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
