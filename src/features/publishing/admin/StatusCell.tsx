import type { DefaultServerCellComponentProps } from 'payload'

import { isScheduled } from '@/features/publishing/scheduled'

/**
 * The list's "Status" column: Draft, Published, or Scheduled for a document published with a
 * date ahead (it is not on the site until then; the Published column gives the time).
 */
export function StatusCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  const publishedAt = (rowData as { publishedAt?: unknown } | undefined)?.publishedAt
  if (cellData === 'published' && isScheduled(publishedAt)) {
    return <span data-scheduled="publish">Scheduled</span>
  }
  return <span>{cellData === 'published' ? 'Published' : 'Draft'}</span>
}
