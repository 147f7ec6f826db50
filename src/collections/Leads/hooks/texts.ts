import type { CollectionAfterChangeHook } from 'payload'

import { textNewLead } from '@/features/texts/server/notify'
import type { Lead } from '@/payload-types'

/**
 * A lead that came in through the site: the staff's text alert, and the homeowner's confirmation
 * when they asked for texts (features/texts). Queued in the save's transaction, after the lead.
 */
export const textOnNewLead: CollectionAfterChangeHook<Lead> = async ({ doc, operation, req }) => {
  if (operation === 'create') await textNewLead(req.payload, doc, req)
  return doc
}
