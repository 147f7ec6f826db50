import type { Payload } from 'payload'

import { businessFor, noticeAddress } from '@/features/leads/server/emails'
import { formatSender, sendEmail } from '@/lib/email/send'
import { button, paragraph, title } from '@/lib/email/templates/content'
import { renderEmail } from '@/lib/email/templates/parts'
import { absoluteUrl } from '@/lib/site/urls'

const DAY_MS = 86_400_000

/** Below this many bookings in a week, no week is "fast": a new site's first visits are not news. */
export const FAST_WEEK_MINIMUM = 5

/**
 * Whether the last seven days' bookings on the site are more than twice the weekly rate of the
 * four weeks before them (and at least FAST_WEEK_MINIMUM).
 */
export const isFastWeek = (lastWeek: number, fourWeeksBefore: number) =>
  lastWeek >= FAST_WEEK_MINIMUM && lastWeek > 2 * (fourWeeksBefore / 4)

const bookedOnSite = async (payload: Payload, from: Date, to: Date) =>
  (
    await payload.count({
      collection: 'visits',
      where: {
        and: [
          { bookedBy: { equals: 'homeowner' } },
          { createdAt: { greater_than_equal: from.toISOString() } },
          { createdAt: { less_than: to.toISOString() } },
        ],
      },
      overrideAccess: true,
    })
  ).totalDocs

/**
 * After a booking on the site: when the week fills faster than usual (isFastWeek), one notice to
 * the "Lead notifications to" address, at most one a week (the availability's `fastWeekNoticedAt`):
 * someone may be filling the calendar with visits no homeowner will confirm.
 */
export async function noticeFastWeek(payload: Payload, now = new Date()) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS)
  const lastWeek = await bookedOnSite(payload, weekAgo, now)
  if (lastWeek < FAST_WEEK_MINIMUM) return false
  const before = await bookedOnSite(payload, new Date(now.getTime() - 35 * DAY_MS), weekAgo)
  if (!isFastWeek(lastWeek, before)) return false
  const availability = await payload.findGlobal({
    slug: 'availability',
    depth: 0,
    overrideAccess: true,
  })
  const noticed = availability.fastWeekNoticedAt
  if (noticed && new Date(noticed).getTime() > weekAgo.getTime()) return false
  await payload.updateGlobal({
    slug: 'availability',
    data: { fastWeekNoticedAt: now.toISOString() },
    overrideAccess: true,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!noticeAddress(settings)) return false
  const business = businessFor(settings)
  const rate = Math.round((before / 4) * 10) / 10
  const content = await renderEmail({
    subject: `Visits are being booked faster than usual | ${business.name}`,
    preheader: `${lastWeek} visits booked on the site in seven days.`,
    brand: business.name,
    blocks: [
      title('Visits are being booked faster than usual'),
      paragraph(
        `${lastWeek} visits were booked on the site in the last seven days; the four weeks before ` +
          `averaged ${rate} a week. If they are real, good news. If not, someone may be filling ` +
          'your calendar: the dashboard marks the visits their homeowner has not confirmed.',
      ),
      button('Open the dashboard', absoluteUrl('/admin')),
    ],
    footer: [[business.name]],
  })
  await sendEmail(payload, {
    ...content,
    from: formatSender(business.name),
    to: noticeAddress(settings),
    kind: 'notification',
    idempotencyKey: `fast-week-${now.toISOString().slice(0, 10)}`,
  })
  return true
}
