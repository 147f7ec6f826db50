import type { Payload } from 'payload'

import { sendVisitEmail } from '@/features/booking/server/emails'
import { EMAIL_QUEUE, emailTask } from '@/lib/email/task'
import { addDays, coloradoDay, coloradoInstant } from '@/lib/time/colorado'

/** When the homeowner is reminded: the day before the visit, at 9 AM on Colorado's clock. */
export const REMINDER_TIME = '09:00'
export const VISIT_REMINDER_TASK = 'sendVisitReminder'

/**
 * Queues tomorrow's visits' reminders once it is 9 AM in Colorado (the minute's sweep,
 * leads/server/recover.ts). Each visit once (`reminderQueuedAt`, cleared when it moves), and
 * none for a visit booked after 9 today: its confirmation has just gone out.
 */
export async function sweepVisitReminders(payload: Payload, now = new Date()) {
  const today = coloradoDay(now)
  const nine = coloradoInstant(today, REMINDER_TIME)
  if (now < nine) return 0
  const tomorrow = addDays(today, 1)
  const { docs } = await payload.find({
    collection: 'visits',
    where: {
      and: [
        { state: { equals: 'booked' } },
        { reminderQueuedAt: { exists: false } },
        { start: { greater_than_equal: coloradoInstant(tomorrow).toISOString() } },
        { start: { less_than: coloradoInstant(addDays(tomorrow, 1)).toISOString() } },
        { createdAt: { less_than: nine.toISOString() } },
      ],
    },
    depth: 0,
    limit: 100,
    select: { start: true },
    overrideAccess: true,
  })
  for (const visit of docs) {
    await payload.jobs.queue({
      task: VISIT_REMINDER_TASK,
      input: { visit: visit.id, start: visit.start },
      queue: EMAIL_QUEUE,
    })
    await payload.update({
      collection: 'visits',
      id: visit.id,
      data: { reminderQueuedAt: now.toISOString() },
      overrideAccess: true,
    })
  }
  return docs.length
}

/**
 * Sends one visit's reminder, unless the visit was cancelled or moved since it was queued (a
 * moved visit gets its own reminder for its new day): no stale reminder.
 */
export async function deliverVisitReminder(payload: Payload, id: number, start: string) {
  const visit = await payload
    .findByID({ collection: 'visits', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!visit || visit.state !== 'booked') return 'cancelled'
  if (new Date(visit.start).getTime() !== new Date(start).getTime()) return 'moved'
  // 'no-address': a visit with no e-mail address, noted on its lead instead.
  return sendVisitEmail(payload, 'visit-reminder', visit)
}

export const sendVisitReminderTask = emailTask(
  {
    slug: VISIT_REMINDER_TASK,
    label: 'Remind a homeowner of tomorrow’s visit',
    inputSchema: [
      { name: 'visit', type: 'number', required: true },
      { name: 'start', type: 'text', required: true },
    ],
  },
  async (payload, input) => {
    await deliverVisitReminder(payload, input.visit, input.start)
  },
)
