import type { Payload, PayloadRequest } from 'payload'

import { bookPagePath } from '@/features/booking/paths'
import { visitPageUrl } from '@/features/booking/server/emails'
import { formatDollars } from '@/features/leads/domain'
import { PRICING, type ServiceType } from '@/features/estimate/pricing'
import type { AlertChoice, TextKind } from '@/features/texts/schema'
import { cancelWaiting, queueText } from '@/features/texts/server/queue'
import * as words from '@/features/texts/words'
import { absoluteUrl } from '@/lib/site/urls'
import { addDays, coloradoDay, coloradoInstant, formatWindow } from '@/lib/time/colorado'
import type { Lead, Visit } from '@/payload-types'

/** The business as its texts name it (the Business profile). */
export async function textBusiness(payload: Payload, req?: PayloadRequest) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return { name: settings.businessName, phone: settings.phone, email: settings.email }
}

export const caseFileUrl = (lead: number) => absoluteUrl(`/admin/collections/leads/${lead}`)

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** When a visit's reminder goes: the day before, at 9 AM on Colorado's clock. */
export const reminderTime = (start: string) =>
  coloradoInstant(addDays(coloradoDay(new Date(start)), -1), '09:00')

/** A failure to text is logged, never thrown: the lead, the visit, the save are kept. */
const logged = (payload: Payload, what: string) => (error: unknown) =>
  payload.logger.error({ err: error }, `Could not queue ${what}`)

/**
 * The alert to every staff member who asked for `choice` on a confirmed number (admins and
 * staff, who work leads), at night only when they said so.
 */
export async function alertStaff(
  payload: Payload,
  choice: AlertChoice,
  text: { kind: TextKind; key: string; body: string; lead?: number; visit?: number },
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { role: { in: ['admin', 'staff'] } },
        { mobile: { exists: true } },
        { mobileConfirmedAt: { exists: true } },
        { textAlerts: { in: [choice] } },
      ],
    },
    depth: 0,
    limit: 50,
    overrideAccess: true,
    req,
  })
  for (const user of docs) {
    if (!user.mobile) continue
    await queueText(
      payload,
      {
        ...text,
        to: user.mobile,
        user: user.id,
        key: `${text.key}:${text.kind}:user-${user.id}:${user.mobile}`,
        quiet: !user.textAtNight,
      },
      { req },
    )
  }
}

const what = (lead: Pick<Lead, 'serviceType' | 'workType'>) =>
  lead.serviceType ? PRICING[lead.serviceType as ServiceType]?.label : (lead.workType ?? undefined)

/**
 * A new lead from the site (an estimate, a chat): the staff's alert, and the homeowner's
 * confirmation when they ticked "Text me about my visit".
 */
export async function textNewLead(payload: Payload, lead: Lead, req?: PayloadRequest) {
  if (lead.source !== 'calculator' && lead.source !== 'chat') return
  const estimate = lead.estimate ?? lead.aiEstimate
  const facts = {
    name: lead.name,
    place: lead.location ?? undefined,
    what: what(lead),
    estimate: typeof estimate === 'number' ? formatDollars(estimate) : undefined,
  }
  await alertStaff(
    payload,
    'leads',
    {
      kind: 'lead-alert',
      key: `lead-${lead.id}`,
      lead: lead.id,
      body: words.leadAlert({
        ...facts,
        source: lead.source === 'chat' ? 'chat lead' : 'estimate',
        url: caseFileUrl(lead.id),
      }),
    },
    req,
  ).catch(logged(payload, 'the new lead’s alerts'))
  const number = lead.textConsent?.at ? lead.textConsent.number : null
  if (!number) return
  await queueText(
    payload,
    {
      kind: 'estimate-received',
      to: number,
      lead: lead.id,
      key: `lead-${lead.id}:estimate-received:${number}`,
      body: words.estimateReceived(await textBusiness(payload, req), facts),
      quiet: true,
    },
    { req },
  ).catch(logged(payload, 'the homeowner’s confirmation text'))
}

export type VisitChange = 'visit-booked' | 'visit-moved' | 'visit-cancelled'

/**
 * A visit booked, moved or cancelled: the homeowner's text (when they asked for texts), its
 * reminder for the day before at 9 AM (queued now, cancelled when the visit moves or is
 * cancelled, and none when that time has passed), and, for a visit the homeowner booked, the
 * staff's alert.
 */
export async function textVisitChange(
  payload: Payload,
  change: VisitChange,
  visit: Visit,
  { req, byStaff }: { req?: PayloadRequest; byStaff: boolean },
) {
  const leadId = idOf(visit.lead)
  const window = formatWindow(new Date(visit.start), new Date(visit.end))
  if (change === 'visit-booked' && !byStaff) {
    await alertStaff(
      payload,
      'visits',
      {
        kind: 'visit-alert',
        key: `visit-${visit.id}`,
        lead: leadId,
        visit: visit.id,
        body: words.visitAlert({
          name: visit.name,
          place: visit.place,
          window,
          url: caseFileUrl(leadId),
        }),
      },
      req,
    ).catch(logged(payload, 'the booked visit’s alerts'))
  }
  if (change !== 'visit-booked') {
    await cancelWaiting(
      payload,
      { and: [{ visit: { equals: visit.id } }, { kind: { equals: 'visit-reminder' } }] },
      change === 'visit-moved'
        ? 'The visit moved: its new day has its own reminder.'
        : 'The visit was cancelled.',
      req,
    ).catch(logged(payload, 'the cancellation of a reminder'))
  }
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const number = lead.textConsent?.at ? lead.textConsent.number : null
  if (!number) return
  const business = await textBusiness(payload, req)
  const base = { to: number, lead: leadId, visit: visit.id, quiet: true }
  const link = visitPageUrl(visit)
  const body =
    change === 'visit-booked'
      ? words.visitBooked(business, window, link)
      : change === 'visit-moved'
        ? words.visitMoved(business, window, link)
        : words.visitCancelled(business, window, absoluteUrl(bookPagePath()))
  const key = `visit-${visit.id}:${change}:${number}${change === 'visit-moved' ? `:${visit.start}` : ''}`
  await queueText(payload, { ...base, kind: change, key, body }, { req }).catch(
    logged(payload, `the ${change} text`),
  )
  if (change === 'visit-cancelled') return
  const remindAt = reminderTime(visit.start)
  if (remindAt <= new Date()) return
  await queueText(
    payload,
    {
      ...base,
      kind: 'visit-reminder',
      key: `visit-${visit.id}:visit-reminder:${number}:${visit.start}`,
      body: words.visitReminder(business, window, link),
      at: remindAt,
    },
    { req },
  ).catch(logged(payload, 'the reminder text'))
}
