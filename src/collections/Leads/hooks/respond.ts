import type { CollectionBeforeChangeHook } from 'payload'

import type { Lead, SiteSetting } from '@/payload-types'
import { respondTimes } from '@/lib/time/business-hours'

import { REMINDERS_CONTEXT, SETTINGS_CONTEXT } from '@/features/leads/domain'

/**
 * The 24-48 hour promise. A new lead gets its respond-by time (24 business hours in the Business
 * profile's opening hours) and the time of its first reminder (4 business hours before). It is
 * met, once and for good, when it leaves "New" or gets a note: `respondedAt` records when. The
 * three are the server's to write (the fields refuse the API's writes); runs after the history
 * hook, which has already appended this save's note or status change.
 */
export const keepRespondBy: CollectionBeforeChangeHook<Lead> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const now = new Date()
  if (operation === 'create') {
    const settings =
      (req.context[SETTINGS_CONTEXT] as SiteSetting | undefined) ??
      (await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }))
    const created = data.createdAt ? new Date(data.createdAt) : now
    const { respondBy, remindAt } = respondTimes(
      settings.openingHours ?? [],
      Number.isNaN(created.getTime()) ? now : created,
    )
    const handled = (data.status ?? 'new') !== 'new'
    return {
      ...data,
      respondBy: respondBy.toISOString(),
      remindAt: remindAt.toISOString(),
      // A lead staff record themselves (a phone call) as already contacted is met at once.
      respondedAt: handled ? now.toISOString() : null,
      reminders: {},
    }
  }
  // The stored values stay whatever the save sends; the reminders' job alone records its steps.
  const kept = {
    respondBy: originalDoc?.respondBy,
    remindAt: originalDoc?.remindAt,
    respondedAt: originalDoc?.respondedAt,
    reminders: req.context[REMINDERS_CONTEXT] === true ? data.reminders : originalDoc?.reminders,
  }
  if (kept.respondedAt) return { ...data, ...kept }
  const left = (data.status ?? originalDoc?.status) !== 'new'
  // A staff note answers; the site's record of an e-mail it could not send does not.
  const notes = (entries: Lead['notes']) =>
    (entries ?? []).filter((entry) => (entry.kind ?? 'note') === 'note').length
  const noted = notes(data.notes) > notes(originalDoc?.notes)
  return { ...data, ...kept, respondedAt: left || noted ? now.toISOString() : null }
}
