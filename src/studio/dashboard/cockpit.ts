import 'server-only'

import type { Payload, Where } from 'payload'

import { hasRole } from '@/access/roles'
import { dailyTotals, rawTotalsByDay } from '@/features/analytics/server/store'
import { needsSeoWork } from '@/features/blog-seo/checks'
import { blogSeoReport } from '@/features/blog-seo/server'
import { createdList, dueTodayList, newSinceList, overdueList } from '@/features/leads/desk/lists'
import { STAFF, WRITERS } from '@/features/staff/login'
import { addDays, coloradoDay, coloradoDayStart, eachDay, nextDay } from '@/lib/time/colorado'
import type { Lead, User } from '@/payload-types'

export type CockpitLead = Pick<Lead, 'id' | 'name' | 'source' | 'createdAt' | 'respondBy'>
type LeadGroup = { count: number; leads: CockpitLead[]; href: string }
type Figure = { current: number; previous: number; href?: string; hrefPrevious?: string }

export type Cockpit = {
  now: string
  leads: {
    overdue: LeadGroup
    dueToday: LeadGroup
    newSince: (LeadGroup & { since: string }) | null
    week: { visitors: Figure; estimates: Figure; chat: Figure; conversion: Figure }
    /** The texts that could not be sent in the last 7 days, and the Texts list of them. */
    failedTexts: { count: number; href: string }
  } | null
  posts: {
    scheduled: { id: number | string; title: string; at: string }[]
    seoProblems: { count: number; of: number } | null
    reviews: { count: number; waiting: WaitingReview[]; href: string }
  } | null
}

export type WaitingReview = { id: number; author: string; rating: number | null; content: string }

const LIST_LIMIT = 5
const unanswered: Where[] = [{ status: { equals: 'new' } }, { respondedAt: { exists: false } }]
const LEAD_FIELDS = { name: true, source: true, createdAt: true, respondBy: true } as const

// Due soonest first; of leads due at the same time (all that came in over one weekend start the
// clock on Monday morning), the one that came in first.
const DUE_FIRST = ['respondBy', 'createdAt']

async function leadGroup(
  payload: Payload,
  where: Where[],
  sort: string | string[],
  href: string,
): Promise<LeadGroup> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: where },
    sort,
    limit: LIST_LIMIT,
    depth: 0,
    select: LEAD_FIELDS,
  })
  return { count: found.totalDocs, leads: found.docs as CockpitLead[], href }
}

const countLeads = (payload: Payload, where: Where[]) =>
  payload.count({ collection: 'leads', where: { and: where } }).then((found) => found.totalDocs)

/**
 * The counted visitors of a period of days, and those of them who became leads (analytics: the
 * daily rows, today's raw events), each counted once a day as the Analytics page counts them. A
 * visitor who became a lead sent an estimate or saved a chat lead that day, so the second is never
 * more than the first: the ratio is at most 100%. Leads the site never saw a visit for (a phone
 * call entered by hand, a visitor the analytics does not count) are in the leads list, not here.
 */
async function visitorsOf(payload: Payload, from: string, to: string, today: string) {
  const stored = await dailyTotals(payload, from, to)
  const missing = eachDay(from, to < today ? to : today).filter((day) => !stored.has(day))
  const raw = await rawTotalsByDay(payload, missing)
  return (days: string[]) =>
    days.reduce(
      (sum, day) => {
        const events = (stored.get(day) ?? raw.get(day))?.events
        const visitors = events?.pageview?.visitors ?? 0
        const leads =
          (events?.estimate_submitted?.visitors ?? 0) + (events?.chat_lead_saved?.visitors ?? 0)
        return { visitors: sum.visitors + visitors, leads: sum.leads + Math.min(leads, visitors) }
      },
      { visitors: 0, leads: 0 },
    )
}

/** This week (today and the six days before) against the seven days before it. */
async function week(payload: Payload, today: string) {
  const thisFrom = addDays(today, -6)
  const lastFrom = addDays(today, -13)
  const [start, middle, end] = [lastFrom, thisFrom, nextDay(today)].map(coloradoDayStart)
  const period = (from: string, to: string) => [
    { createdAt: { greater_than_equal: from } },
    { createdAt: { less_than: to } },
  ]
  const [visitors, estimates, estimatesBefore, chat, chatBefore] = await Promise.all([
    visitorsOf(payload, lastFrom, today, today),
    countLeads(payload, [...period(middle, end), { source: { equals: 'calculator' } }]),
    countLeads(payload, [...period(start, middle), { source: { equals: 'calculator' } }]),
    countLeads(payload, [...period(middle, end), { source: { equals: 'chat' } }]),
    countLeads(payload, [...period(start, middle), { source: { equals: 'chat' } }]),
  ])
  const seen = visitors(eachDay(thisFrom, today))
  const seenBefore = visitors(eachDay(lastFrom, addDays(thisFrom, -1)))
  const rate = ({ leads, visitors }: { leads: number; visitors: number }) =>
    visitors ? (leads / visitors) * 100 : 0
  return {
    visitors: {
      current: seen.visitors,
      previous: seenBefore.visitors,
      href: `/analytics?range=custom&from=${thisFrom}&to=${today}`,
      hrefPrevious: `/analytics?range=custom&from=${lastFrom}&to=${addDays(thisFrom, -1)}`,
    },
    estimates: {
      current: estimates,
      previous: estimatesBefore,
      href: createdList(middle, end, 'calculator'),
      hrefPrevious: createdList(start, middle, 'calculator'),
    },
    chat: {
      current: chat,
      previous: chatBefore,
      href: createdList(middle, end, 'chat'),
      hrefPrevious: createdList(start, middle, 'chat'),
    },
    conversion: {
      current: rate(seen),
      previous: rate(seenBefore),
      // The Analytics page of each week, where its funnels show the same visitors.
      href: `/analytics?range=custom&from=${thisFrom}&to=${today}`,
      hrefPrevious: `/analytics?range=custom&from=${lastFrom}&to=${addDays(thisFrom, -1)}`,
    },
  }
}

/** Texts that failed (state `failed`) created in the last 7 days, and the list that shows them. */
async function failedTexts(payload: Payload, at: Date) {
  const since = new Date(at.getTime() - 7 * 24 * 3_600_000).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'texts',
    where: { and: [{ state: { equals: 'failed' } }, { createdAt: { greater_than_equal: since } }] },
  })
  return {
    count: totalDocs,
    href: `/admin/collections/texts?where[and][0][state][equals]=failed&where[and][1][createdAt][greater_than_equal]=${encodeURIComponent(since)}`,
  }
}

/**
 * Posts waiting for their moment, soonest first: published with a date ahead (not on the site until
 * then), or a draft with a scheduled publish (Payload's `schedulePublish` jobs).
 */
async function scheduledPosts(payload: Payload, now: string) {
  const [byJob, byDate] = await Promise.all([
    postsWithPublishJobs(payload),
    payload.find({
      collection: 'posts',
      where: {
        and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: now } }],
      },
      sort: 'publishedAt',
      limit: 50,
      depth: 0,
      select: { title: true, publishedAt: true },
      overrideAccess: true,
    }),
  ])
  const dated = byDate.docs.map((post) => ({
    id: post.id,
    at: post.publishedAt as string,
    title: post.title,
  }))
  const listed = new Set(dated.map((post) => String(post.id)))
  return [...dated, ...byJob.filter((post) => !listed.has(String(post.id)))].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  )
}

async function postsWithPublishJobs(payload: Payload) {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const waiting = jobs.docs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } }
    return input?.doc?.relationTo === 'posts' && input.type !== 'unpublish' && job.waitUntil
      ? [{ id: input.doc.value as number, at: job.waitUntil }]
      : []
  })
  if (waiting.length === 0) return []
  const posts = await payload.find({
    collection: 'posts',
    where: { id: { in: waiting.map((item) => item.id) } },
    draft: true,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  const titles = new Map(posts.docs.map((post) => [String(post.id), post.title]))
  return waiting
    .filter((item) => titles.has(String(item.id)))
    .map((item) => ({ ...item, title: titles.get(String(item.id))! }))
}

/** Homeowners' reviews that wait for the owner's Approve or Decline, the oldest first. */
async function reviewsWaiting(payload: Payload): Promise<NonNullable<Cockpit['posts']>['reviews']> {
  const found = await payload.find({
    collection: 'testimonials',
    where: { decision: { equals: 'waiting' } },
    draft: true,
    sort: 'createdAt',
    limit: LIST_LIMIT,
    depth: 0,
    select: { author: true, rating: true, content: true },
  })
  return {
    count: found.totalDocs,
    waiting: found.docs.map((doc) => ({
      id: doc.id,
      author: doc.author,
      rating: doc.rating ?? null,
      content: doc.content,
    })),
    href: '/admin/collections/testimonials?where[decision][equals]=waiting',
  }
}

/**
 * The owner's first screen, read in one go: for those who work leads, the overdue leads (oldest
 * first), those due today, those new since the last visit, this week against the last and the
 * texts that failed in the last 7 days; for
 * those who write the blog, the posts scheduled, how many posts have SEO problems and the
 * homeowners' reviews waiting for approval.
 */
export async function cockpit(
  payload: Payload,
  user: User,
  since: string | null,
  at = new Date(),
): Promise<Cockpit> {
  const now = at.toISOString()
  const today = coloradoDay(at)
  const dayEnd = coloradoDayStart(nextDay(today))
  const works = hasRole(user, ...STAFF)
  const writes = hasRole(user, ...WRITERS)

  const leads = works
    ? Promise.all([
        leadGroup(
          payload,
          [...unanswered, { respondBy: { less_than_equal: now } }],
          DUE_FIRST,
          overdueList(now),
        ),
        leadGroup(
          payload,
          [
            ...unanswered,
            { respondBy: { greater_than: now } },
            { respondBy: { less_than: dayEnd } },
          ],
          DUE_FIRST,
          dueTodayList(now, dayEnd),
        ),
        since
          ? leadGroup(
              payload,
              [{ createdAt: { greater_than: since } }],
              '-createdAt',
              newSinceList(since),
            )
          : null,
        week(payload, today),
        failedTexts(payload, at),
      ]).then(([overdue, dueToday, newSince, thisWeek, failed]) => ({
        overdue,
        dueToday,
        newSince: newSince && since ? { ...newSince, since } : null,
        week: thisWeek,
        failedTexts: failed,
      }))
    : null
  const posts = writes
    ? Promise.all([
        scheduledPosts(payload, now),
        blogSeoReport(payload, { user })
          .then((report) => ({
            count: report.filter((post) => needsSeoWork(post.analysis)).length,
            of: report.length,
          }))
          .catch((error: unknown) => {
            payload.logger.error({ err: error }, 'Dashboard: could not analyze the posts')
            return null
          }),
        reviewsWaiting(payload),
      ]).then(([scheduled, seoProblems, reviews]) => ({ scheduled, seoProblems, reviews }))
    : null
  return { now, leads: await leads, posts: await posts }
}
