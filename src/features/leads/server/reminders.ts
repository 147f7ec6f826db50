import type { Payload, Where } from 'payload'

import { dailyTotals, rawTotalsByDay } from '@/features/analytics/server/store'
import { bookedVisitsOn } from '@/features/booking/server/desk'
import {
  digestEmail,
  reminderEmail,
  type LeadForReminder,
  type ReminderStep,
} from '@/features/leads/emails/reminders'
import { createdList, dueTodayList, LEADS_LIST, overdueList } from '@/features/leads/desk/lists'
import { REMINDERS_CONTEXT, SOURCE_LABELS, type LeadSource } from '@/features/leads/domain'
import { businessFor, noticeAddress } from '@/features/leads/server/emails'
import { sendLeadEmail } from '@/features/leads/server/sent'
import { formatSender, sendEmail } from '@/lib/email/send'
import { EMAIL_QUEUE, emailTask, idOf } from '@/lib/email/task'
import { serverUrl } from '@/lib/site/urls'
import { isOpenAt, nextOpening } from '@/lib/time/business-hours'
import { addDays, coloradoDay, coloradoDayStart, nextDay } from '@/lib/time/colorado'
import type { Lead } from '@/payload-types'

/**
 * The 24-48 hour promise's e-mails to the business (the "Lead notifications to" address), through
 * the e-mail queue, its retries and the outbox like every e-mail of the site:
 * - a reminder when a lead is still New four business hours before its respond-by time, and one
 *   when it is past it. Each step is queued once (the lead records it) and sent once (the lead
 *   records that too, and the mail service refuses a repeat of its idempotency key); none once
 *   the lead is handled, and none while the business is closed: they go out when it opens.
 * - the morning digest, when the Business profile asks for it: at the day's opening, once a day.
 * `sweepReminders` runs every minute in one server process (leads/server/recover.ts).
 */

const LEADS_URL = () => `${serverUrl()}${LEADS_LIST}`
export const leadUrl = (id: Lead['id'] | string) => `${LEADS_URL()}/${id}`

/** A lead still waiting for its first answer. */
const unanswered: Where[] = [{ status: { equals: 'new' } }, { respondedAt: { exists: false } }]

const STEP_FIELDS = {
  soon: { queued: 'soonQueuedAt', sent: 'soonSentAt' },
  overdue: { queued: 'overdueQueuedAt', sent: 'overdueSentAt' },
} as const

type Reminders = NonNullable<Lead['reminders']>

const recordStep = (payload: Payload, lead: Pick<Lead, 'id'>, reminders: Reminders) =>
  payload.update({
    collection: 'leads',
    id: lead.id,
    data: { reminders },
    depth: 0,
    context: { disableRevalidate: true, [REMINDERS_CONTEXT]: true },
  })

export const queueReminder = (payload: Payload, lead: Lead['id'], step: ReminderStep) =>
  payload.jobs.queue({ task: 'sendLeadReminder', input: { lead, step }, queue: EMAIL_QUEUE })

export type Sweep = { soon: number; overdue: number; digest: boolean }

/**
 * Queues the reminders that are due and the day's digest. Nothing while the business is closed:
 * the first sweep after it opens queues what came due meanwhile.
 */
export async function sweepReminders(payload: Payload, now = new Date()): Promise<Sweep> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const result: Sweep = { soon: 0, overdue: 0, digest: false }
  if (!isOpenAt(settings.openingHours ?? [], now)) return result
  const at = now.toISOString()

  const due = (step: ReminderStep, where: Where[]) =>
    payload.find({
      collection: 'leads',
      where: {
        and: [
          ...unanswered,
          { [`reminders.${STEP_FIELDS[step].queued}`]: { exists: false } },
          ...where,
        ],
      },
      sort: 'respondBy',
      depth: 0,
      limit: 100,
      select: { reminders: true },
    })
  // Overdue first: a lead already past due (the business was closed at its "soon" time) gets the
  // overdue reminder only.
  for (const lead of (await due('overdue', [{ respondBy: { less_than_equal: at } }])).docs) {
    await queueReminder(payload, lead.id, 'overdue')
    await recordStep(payload, lead, {
      ...lead.reminders,
      overdueQueuedAt: at,
      soonQueuedAt: lead.reminders?.soonQueuedAt ?? at,
    })
    result.overdue++
  }
  const soon = await due('soon', [
    { remindAt: { less_than_equal: at } },
    { respondBy: { greater_than: at } },
  ])
  for (const lead of soon.docs) {
    await queueReminder(payload, lead.id, 'soon')
    await recordStep(payload, lead, { ...lead.reminders, soonQueuedAt: at })
    result.soon++
  }

  const today = coloradoDay(now)
  if (settings.morningDigest && settings.digestQueuedFor !== today) {
    await payload.jobs.queue({
      task: 'sendMorningDigest',
      input: { day: today },
      queue: EMAIL_QUEUE,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { digestQueuedFor: today },
      depth: 0,
      context: { disableRevalidate: true },
    })
    result.digest = true
  }
  return result
}

const reminderLead = (lead: Lead): LeadForReminder => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  source: SOURCE_LABELS[lead.source as LeadSource] ?? lead.source,
  location: lead.location,
  createdAt: lead.createdAt,
  respondBy: lead.respondBy ?? lead.createdAt,
})

export type Delivery = 'sent' | 'handled' | 'already-sent' | 'gone' | 'waiting'

/**
 * Sends one reminder of a lead, unless the lead was handled or deleted meanwhile, or this step
 * went out already (a job run again after a restart). While the business is closed it is put
 * back on the queue for the next opening.
 */
export async function deliverReminder(
  payload: Payload,
  id: Lead['id'],
  step: ReminderStep,
  now = new Date(),
): Promise<Delivery> {
  const lead = await payload.findByID({ collection: 'leads', id, depth: 0 }).catch(() => null)
  if (!lead) return 'gone'
  if (lead.status !== 'new' || lead.respondedAt) return 'handled'
  if (lead.reminders?.[STEP_FIELDS[step].sent]) return 'already-sent'
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const hours = settings.openingHours ?? []
  if (!isOpenAt(hours, now)) {
    await payload.jobs.queue({
      task: 'sendLeadReminder',
      input: { lead: id, step },
      queue: EMAIL_QUEUE,
      waitUntil: nextOpening(hours, now),
    })
    return 'waiting'
  }
  const business = businessFor(settings)
  const message = await reminderEmail(step, reminderLead(lead), business, leadUrl(lead.id))
  await sendLeadEmail(payload, {
    ...message,
    from: formatSender(business.name),
    to: noticeAddress(settings),
    kind: `reminder-${step}`,
    lead: lead.id,
    idempotencyKey: `lead-${lead.id}-${Date.parse(lead.createdAt)}-reminder-${step}`,
  })
  await recordStep(payload, lead, {
    ...lead.reminders,
    [STEP_FIELDS[step].sent]: now.toISOString(),
  })
  return 'sent'
}

const leadFields = {
  name: true,
  email: true,
  phone: true,
  source: true,
  location: true,
  createdAt: true,
  respondBy: true,
} as const

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** What the digest of the Colorado day `day` says, read at `now`. */
export async function digestFor(payload: Payload, day: string, now = new Date()) {
  const at = now.toISOString()
  const yesterday = addDays(day, -1)
  const find = (where: Where[], sort: string) =>
    payload
      .find({
        collection: 'leads',
        where: { and: where },
        sort,
        depth: 0,
        limit: 100,
        select: leadFields,
      })
      .then((found) => found.docs.map((lead) => reminderLead(lead as Lead)))
  const [overdue, dueToday, leads, stored, visits] = await Promise.all([
    find([...unanswered, { respondBy: { less_than_equal: at } }], 'respondBy'),
    find(
      [
        ...unanswered,
        { respondBy: { greater_than: at } },
        { respondBy: { less_than: coloradoDayStart(nextDay(day)) } },
      ],
      'respondBy',
    ),
    find(
      [
        { createdAt: { greater_than_equal: coloradoDayStart(yesterday) } },
        { createdAt: { less_than: coloradoDayStart(day) } },
      ],
      'createdAt',
    ),
    dailyTotals(payload, yesterday, yesterday),
    bookedVisitsOn(payload, day, day),
  ])
  const totals =
    stored.get(yesterday) ?? (await rawTotalsByDay(payload, [yesterday])).get(yesterday)
  return {
    dayLabel: dayLabel.format(new Date(`${day}T00:00:00Z`)),
    overdue,
    dueToday,
    visits,
    yesterday: {
      leads,
      visitors: totals?.events.pageview?.visitors ?? 0,
      label: 'yesterday',
    },
    links: {
      lead: (id: LeadForReminder['id']) => `${LEADS_URL()}/${id}`,
      overdue: serverUrl() + overdueList(at),
      dueToday: serverUrl() + dueTodayList(at, coloradoDayStart(nextDay(day))),
      yesterday: serverUrl() + createdList(coloradoDayStart(yesterday), coloradoDayStart(day)),
      dashboard: `${serverUrl()}/admin`,
    },
  }
}

/** Sends the digest of `day` (once: the mail service refuses a repeat of its key). */
export async function deliverDigest(payload: Payload, day: string, now = new Date()) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.morningDigest) return 'off'
  const business = businessFor(settings)
  const message = await digestEmail(await digestFor(payload, day, now), business)
  await sendEmail(payload, {
    ...message,
    from: formatSender(business.name),
    to: noticeAddress(settings),
    kind: 'digest',
    idempotencyKey: `digest-${day}`,
  })
  return 'sent'
}

export const sendLeadReminderTask = emailTask(
  {
    slug: 'sendLeadReminder',
    label: 'Remind the business of a lead still New',
    inputSchema: [
      { name: 'lead', type: 'relationship', relationTo: 'leads', required: true },
      { name: 'step', type: 'select', options: ['soon', 'overdue'], required: true },
    ],
    outputSchema: [{ name: 'result', type: 'text' }],
  },
  (payload, input) => deliverReminder(payload, idOf(input.lead), input.step as ReminderStep),
)

export const sendMorningDigestTask = emailTask(
  {
    slug: 'sendMorningDigest',
    label: 'Send the morning digest',
    inputSchema: [{ name: 'day', type: 'text', required: true }],
    outputSchema: [{ name: 'result', type: 'text' }],
  },
  (payload, input) => deliverDigest(payload, input.day),
)
