import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { tellHomeowner } from '@/features/booking/server/emails'
import { windowKey } from '@/features/booking/visit'
import { hasText, SITE_HISTORY_CONTEXT } from '@/features/leads/domain'
import { notSentLine } from '@/features/leads/server/sent'
import { textVisitChange } from '@/features/texts/server/notify'
import { formatWindow } from '@/lib/time/colorado'
import type { Visit } from '@/payload-types'

const moment = (value: unknown) => (value ? new Date(value as string).getTime() : NaN)

/** What a save did to a visit: booked it, moved it, cancelled it, or none of these. */
function changeOf(doc: Partial<Visit>, previous: Partial<Visit> | undefined) {
  if (!previous) return doc.state === 'cancelled' ? null : 'visit-booked'
  if (previous.state === 'booked' && doc.state === 'cancelled') return 'visit-cancelled'
  if (doc.state === 'booked' && moment(doc.start) !== moment(previous.start)) return 'visit-moved'
  return null
}

/**
 * Every save of a visit, the site's and the studio's alike: the window it holds (unique while
 * booked); when it moves or is cancelled, a new link version (the homeowner's earlier links change
 * nothing) and, when it moves, its reminder to be queued again for the new day.
 */
export const keepVisit: CollectionBeforeChangeHook<Visit> = ({ data, originalDoc, operation }) => {
  // On create Payload may pass an empty original: there is none.
  if (operation === 'create') originalDoc = undefined
  const merged = { ...originalDoc, ...data }
  const change = changeOf(merged, originalDoc)
  const moved = change === 'visit-moved'
  return {
    ...data,
    window: windowKey({
      state: merged.state ?? 'booked',
      start: merged.start,
      id: originalDoc?.id,
    }),
    ...(originalDoc && (moved || change === 'visit-cancelled')
      ? { linkVersion: (originalDoc.linkVersion ?? 1) + 1 }
      : {}),
    ...(moved ? { reminderQueuedAt: null } : {}),
  }
}

/** The line the lead's history gets for a change: who made it, and the window. */
function historyLine(
  change: NonNullable<ReturnType<typeof changeOf>>,
  doc: Visit,
  byStaff: boolean,
) {
  const window = formatWindow(new Date(doc.start), new Date(doc.end))
  if (change === 'visit-booked')
    return byStaff
      ? `Booked a free on-site inspection: ${window}.`
      : `Booked a free on-site inspection on the site: ${window}.`
  if (change === 'visit-moved')
    return `${byStaff ? 'Moved' : 'The homeowner moved'} the inspection to ${window}.`
  return `${byStaff ? 'Cancelled' : 'The homeowner cancelled'} the inspection of ${window}.`
}

/**
 * After a visit is booked, moved or cancelled, whoever did it (the homeowner on its page, staff
 * for a caller): a line in the lead's history, whose first note also answers the lead's 24-48
 * hour promise (collections/Leads/hooks/respond.ts), so a lead with a visit gets no reminder; and
 * the homeowner's e-mail, or, for a visit with no e-mail address, the history's line that none was
 * sent; and its texts (features/texts). A failure of any is logged and the visit kept.
 */
export const tellHomeownerOfChange: CollectionAfterChangeHook<Visit> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const change = changeOf(doc, operation === 'create' ? undefined : previousDoc)
  if (!change) return doc
  const lead = typeof doc.lead === 'object' ? doc.lead.id : doc.lead
  const emailed = hasText(doc.email)
  // One save of the lead with both lines, in this request's transaction.
  await req.payload
    .update({
      collection: 'leads',
      id: lead,
      data: {
        notes: [
          { kind: 'note', note: historyLine(change, doc, Boolean(req.user)) },
          ...(emailed ? [] : [{ kind: 'email' as const, note: notSentLine(change) }]),
        ],
      },
      overrideAccess: true,
      context: { disableRevalidate: true, ...(emailed ? {} : { [SITE_HISTORY_CONTEXT]: true }) },
      req,
    })
    .catch((error: unknown) =>
      req.payload.logger.error({ err: error, lead }, 'Could not note a visit on its lead'),
    )
  if (emailed) await tellHomeowner(req.payload, change, doc, req)
  // The texts: the homeowner's when they asked for them, the staff's alert (features/texts).
  await textVisitChange(req.payload, change, doc, { req, byStaff: Boolean(req.user) }).catch(
    (error: unknown) => req.payload.logger.error({ err: error }, 'Could not queue a visit’s texts'),
  )
  return doc
}
