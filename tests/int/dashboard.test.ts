import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, User } from '@/payload-types'

import { siteSettings } from '../../seed/content/settings'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The studio dashboard's data (src/studio/dashboard/cockpit.ts) on a real database: overdue
 * leads oldest first, due today, new since the last visit, this week against the last, the
 * scheduled posts with their times, the posts' SEO problems; each part only for the roles that
 * use it, and each number's link the list of exactly what it counted.
 */
const { cockpit } = await import('@/studio/dashboard/cockpit')
const { toolsFor } = await import('@/studio/dashboard/tools')

let ctx: TestPayload
let payload: Payload
const users: Record<string, User> = {}
// Thursday Dec 3, 2026, 10 AM MST.
const NOW = new Date('2026-12-03T17:00:00Z')
const HOUR = 3_600_000

const lead = (name: string, createdAt: Date, extra: Partial<Lead> = {}) =>
  payload.create({
    collection: 'leads',
    data: {
      name,
      email: 'x@example.com',
      phone: '719 555 0100',
      source: 'calculator',
      createdAt: createdAt.toISOString(),
      ...extra,
    } as Lead,
  })

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  for (const role of ['admin', 'staff', 'editor'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name: role, role },
    })
  }
}, 120_000)

afterAll(async () => {
  await ctx?.cleanup()
})

describe('the dashboard', () => {
  it('counts the overdue (oldest first), due today, new since the last visit and the week', async () => {
    await lead('Older overdue', new Date(NOW.getTime() - 8 * 24 * HOUR), { source: 'chat' })
    await lead('Newer overdue', new Date(NOW.getTime() - 6 * 24 * HOUR))
    await lead('Answered', new Date(NOW.getTime() - 6 * 24 * HOUR), { status: 'contacted' })
    // Monday Nov 30, 5 PM (closed): Tuesday 9 h, Wednesday 9 h, due Thursday 2 PM, today.
    await lead('Due today', new Date('2026-12-01T00:00:00Z'), { source: 'chat' })
    // Last week's: Wednesday Nov 25.
    await lead('Last week', new Date('2026-11-25T17:00:00Z'), { status: 'won' })

    const view = await cockpit(payload, users.admin, '2026-11-30T12:00:00Z', NOW)
    expect(view.leads!.overdue.leads.map((item) => item.name)).toEqual([
      'Older overdue',
      'Newer overdue',
    ])
    expect(view.leads!.overdue.count).toBe(2)
    expect(view.leads!.dueToday.leads.map((item) => item.name)).toEqual(['Due today'])
    expect(view.leads!.newSince!.leads.map((item) => item.name)).toEqual(['Due today'])
    // This week: Nov 27 to Dec 3; the week before: Nov 20 to 26.
    expect(view.leads!.week.chat).toMatchObject({ current: 1, previous: 1 })
    expect(view.leads!.week.estimates).toMatchObject({ current: 2, previous: 1 })
    expect(view.leads!.week.visitors).toMatchObject({ current: 0, previous: 0 })
    // Four leads this week and no counted visitor: no "leads per visitor" of 400%.
    expect(view.leads!.week.conversion).toMatchObject({ current: 0, previous: 0 })

    // Each link is the list of what was counted: the same filter through the REST query parser.
    const qs = await import('qs-esm')
    for (const [href, expected] of [
      [view.leads!.overdue.href, 2],
      [view.leads!.dueToday.href, 1],
      [view.leads!.week.chat.href!, 1],
      [view.leads!.week.estimates.hrefPrevious!, 1],
    ] as const) {
      const { where } = qs.parse(href.split('?')[1]) as { where: never }
      expect((await payload.count({ collection: 'leads', where })).totalDocs, href).toBe(expected)
    }
  })

  it('counts the visitors who became leads among the counted visitors: never over 100%', async () => {
    // Tuesday Dec 1: two visitors, one of whom sent an estimate; leads typed in by staff that day
    // (a phone call) are leads, not visitors who became leads.
    const event = (name: string, visitor: string) =>
      payload.create({
        collection: 'analytics-events',
        data: { name, path: '/cost-calculator', day: '2026-12-01', visitor, count: 1 } as never,
      })
    await event('pageview', 'visitor-a')
    await event('pageview', 'visitor-b')
    await event('estimate_submitted', 'visitor-a')
    for (const name of ['Phone one', 'Phone two', 'Phone three']) {
      await lead(name, new Date('2026-12-01T17:00:00Z'), { source: 'phone' })
    }
    const { week } = (await cockpit(payload, users.admin, null, NOW)).leads!
    expect(week.visitors.current).toBe(2)
    expect(week.conversion.current).toBe(50)
    expect(week.conversion.href).toBe('/analytics?range=custom&from=2026-11-27&to=2026-12-03')
  })

  it('shows writers the scheduled posts and the posts with SEO problems, not the leads', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Spring staining checklist', slug: 'spring-staining' } as never,
      context: { disableRevalidate: true },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date('2026-12-08T16:00:00Z'),
    })
    const view = await cockpit(payload, users.editor, null, NOW)
    expect(view.leads).toBeNull()
    expect(view.posts!.scheduled).toEqual([
      { id: post.id, title: 'Spring staining checklist', at: '2026-12-08T16:00:00.000Z' },
    ])
    expect(view.posts!.seoProblems).toEqual({ count: 1, of: 1 })
    // Staff work leads and do not write: no posts.
    expect((await cockpit(payload, users.staff, null, NOW)).posts).toBeNull()
  })

  it('counts the texts that failed in the last 7 days, and links to their list', async () => {
    const text = (key: string, state: 'failed' | 'delivered', createdAt: Date) =>
      payload.create({
        collection: 'texts',
        data: {
          kind: 'visit-booked',
          to: '+19705550142',
          body: 'Your inspection is booked.',
          key,
          direction: 'out',
          state,
          reason: state === 'failed' ? 'the number is not a mobile number (Twilio 21614)' : null,
          createdAt: createdAt.toISOString(),
        },
        overrideAccess: true,
      })
    await text('failed-recent', 'failed', new Date(NOW.getTime() - 2 * 24 * HOUR))
    await text('failed-recent-2', 'failed', new Date(NOW.getTime() - 6 * 24 * HOUR))
    await text('failed-old', 'failed', new Date(NOW.getTime() - 8 * 24 * HOUR))
    await text('delivered', 'delivered', new Date(NOW.getTime() - HOUR))

    const { failedTexts } = (await cockpit(payload, users.staff, null, NOW)).leads!
    expect(failedTexts.count).toBe(2)
    const since = new Date(NOW.getTime() - 7 * 24 * HOUR).toISOString()
    expect(failedTexts.href).toBe(
      `/admin/collections/texts?where[and][0][state][equals]=failed&where[and][1][createdAt][greater_than_equal]=${encodeURIComponent(since)}`,
    )
    // The link's list is what was counted.
    const listed = await payload.find({
      collection: 'texts',
      where: {
        and: [{ state: { equals: 'failed' } }, { createdAt: { greater_than_equal: since } }],
      },
    })
    expect(listed.totalDocs).toBe(2)
    // Writers do not work leads: no count.
    expect((await cockpit(payload, users.editor, null, NOW)).leads).toBeNull()
  })

  it('lists leads due at the same time in the order they came in', async () => {
    // Sunday's lead is stored before Saturday evening's (closed): the clock of both starts on
    // Monday morning, so both are due at the same time, and Saturday's waited longer.
    const sunday = await lead('Sunday noon', new Date('2026-11-22T19:00:00Z'))
    const saturday = await lead('Saturday evening', new Date('2026-11-22T01:00:00Z'))
    expect(saturday.respondBy).toBe(sunday.respondBy)

    const names = (await cockpit(payload, users.staff, null, NOW)).leads!.overdue.leads.map(
      (item) => item.name,
    )
    expect(names.indexOf('Saturday evening')).toBeGreaterThanOrEqual(0)
    expect(names.indexOf('Saturday evening')).toBeLessThan(names.indexOf('Sunday noon'))
  })

  it('puts each tool where its users look', () => {
    const labels = (role: string) => toolsFor(users[role]).map((tool) => tool.href)
    expect(labels('staff')).toEqual([
      '/admin/collections/leads',
      '/admin/export',
      '/log-home-photos',
      '/analytics',
    ])
    expect(labels('editor')).toEqual(['/blog-seo'])
    expect(labels('admin')).toEqual([
      '/admin/collections/leads',
      '/admin/export',
      '/log-home-photos',
      '/analytics',
      '/blog-seo',
      '/file-upload-test',
    ])
  })
})
