import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { fromThisSite } from '@/lib/security/fromThisSite'
import { coloradoDay } from '@/lib/time/colorado'
import { formatArrival, MOBILE_WORDS, ON_MY_WAY_WORDS } from '@/features/texts/schema'
import { textBusiness } from '@/features/texts/server/notify'
import { queueText } from '@/features/texts/server/queue'
import * as words from '@/features/texts/words'

/**
 * "On my way", from the lead's case file: `POST /api/leads/:id/on-my-way { arrival: 'HH:MM' }`,
 * staff and admins only, texts the homeowner who asked for texts that the inspector (the signed-in
 * user, by first name) is on the way and when they should arrive. One a lead a day (Colorado's):
 * the key holds it, so a second press texts nothing and answers when the first was sent.
 */

const noStore = { 'Cache-Control': 'no-store' }
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore })
const refuse = (message: string, status: number) => answer({ errors: [{ message }] }, status)

export const onMyWayKey = (lead: number, number: string, now: Date) =>
  `lead-${lead}:on-my-way:${number}:${coloradoDay(now)}`

/** Today's "On my way" text of a lead, if one was queued (the case file's button shows it). */
export async function onMyWayToday(
  payload: Payload,
  lead: { id: number; textConsent?: { number?: string | null; at?: string | null } | null },
  now = new Date(),
  req?: PayloadRequest,
) {
  const number = lead.textConsent?.at ? lead.textConsent.number : null
  if (!number) return null
  const { docs } = await payload.find({
    collection: 'texts',
    where: { key: { equals: onMyWayKey(lead.id, number, now) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true, state: true },
    req,
  })
  return docs[0] ? { at: docs[0].createdAt, state: docs[0].state } : null
}

const firstName = (name: unknown) =>
  (typeof name === 'string' && name.trim().split(/\s+/)[0]) || 'Our inspector'

export const onMyWayEndpoint: Endpoint = {
  method: 'post',
  path: '/:id/on-my-way',
  handler: async (req) => {
    if (!fromThisSite(req.headers)) return refuse(MOBILE_WORDS.fromThisSiteOnly, 403)
    if (!req.user || !hasRole(req.user, 'admin', 'staff')) {
      return refuse(ON_MY_WAY_WORDS.staffOnly, req.user ? 403 : 401)
    }
    const id = Number(req.routeParams?.id)
    const { docs } = Number.isInteger(id)
      ? await req.payload.find({
          collection: 'leads',
          where: { id: { equals: id } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          select: { textConsent: true },
        })
      : { docs: [] }
    const lead = docs[0]
    if (!lead) return refuse(ON_MY_WAY_WORDS.noLead, 404)
    const number = lead.textConsent?.at ? lead.textConsent.number : null
    if (!number) return refuse(ON_MY_WAY_WORDS.noConsent, 422)
    let data: { arrival?: unknown } = {}
    try {
      data = ((await req.json?.()) ?? {}) as { arrival?: unknown }
    } catch {
      // Read as no arrival.
    }
    const arrival = formatArrival(data.arrival)
    if (!arrival) return refuse(ON_MY_WAY_WORDS.badTime, 422)
    const now = new Date()
    const earlier = await onMyWayToday(req.payload, lead, now)
    if (earlier) return answer({ sent: false, already: true, at: earlier.at })
    const queued = await queueText(req.payload, {
      kind: 'on-my-way',
      to: number,
      lead: lead.id,
      key: onMyWayKey(lead.id, number, now),
      body: words.onMyWay(
        await textBusiness(req.payload),
        firstName((req.user as { name?: unknown }).name),
        arrival,
      ),
      quiet: true,
    })
    const today = await onMyWayToday(req.payload, lead, now)
    if (queued === 'duplicate') return answer({ sent: false, already: true, at: today?.at })
    return answer({ sent: queued === 'queued', stopped: queued === 'stopped', at: today?.at })
  },
}
