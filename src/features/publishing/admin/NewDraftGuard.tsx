'use client'

import { LeaveWithoutSaving, useDocumentInfo } from '@payloadcms/ui'

/**
 * A new post, page or project is stored only by "Save draft" or "Publish" (fields/versions.ts),
 * and Payload asks before leaving a form only where autosave is off: on a new one, this asks
 * instead, so what the owner typed is not lost without a word.
 */
export function NewDraftGuard() {
  const { id } = useDocumentInfo()
  return id === undefined ? <LeaveWithoutSaving /> : null
}
