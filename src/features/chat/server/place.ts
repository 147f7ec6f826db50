import type { Payload } from 'payload'

import { matchPlace } from '@/features/booking/places'
import type { ChatLeadRequest } from '@/features/chat/schema'

/**
 * The place of the site's counties the homeowner named in the chat ("Breckenridge", "near
 * Fairplay"): the lead's location, else the latest of their messages that names one. The chat's
 * booking picker starts from it. Null when none is named.
 */
export async function placeOfChat(payload: Payload, lead: ChatLeadRequest): Promise<string | null> {
  const [counties, cities] = await Promise.all([
    payload.find({
      collection: 'counties',
      depth: 0,
      pagination: false,
      select: { name: true, slug: true, towns: true },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'cities',
      depth: 0,
      pagination: false,
      select: { name: true, slug: true, county: true },
      overrideAccess: false,
    }),
  ])
  const said = lead.conversationHistory
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content)
    .reverse()
  for (const text of [lead.location ?? '', ...said]) {
    const place = matchPlace(text, counties.docs, cities.docs)
    if (place) return place.name
  }
  return null
}
