'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import '@/features/publishing/admin/publishing.css'
import { isScheduled } from '@/features/publishing/scheduled'
import { formatWhen } from '@/lib/time/colorado'

/**
 * The edit view's status while a published document's date is still ahead (it is not on the site
 * until then): "Status: Scheduled for Dec 1, 2026, 9:00 AM MST", in place of Payload's own
 * "Published" (publishing.css hides that one while this shows). Otherwise nothing: Payload's
 * status (Draft, Published, Changed, with its "Revert to published") stands.
 */
export function ScheduledStatus() {
  const { hasPublishedDoc, savedDocumentData } = useDocumentInfo()
  const publishedAt = savedDocumentData?.publishedAt
  if (!hasPublishedDoc || !isScheduled(publishedAt)) return null
  const when = formatWhen(publishedAt)
  return (
    <div className="publish-scheduled-status" data-testid="scheduled-status">
      <span className="publish-scheduled-status__label">Status: </span>
      <span>Scheduled for {when}</span>
    </div>
  )
}
