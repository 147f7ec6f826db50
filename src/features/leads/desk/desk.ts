import 'server-only'

import type { Payload, Where } from 'payload'

import { LEAD_STATUSES, type LeadStatus } from '@/features/leads/domain'
import type { Lead, User } from '@/payload-types'

const VISIT_KEY = 'lead-desk-visit'
/** Pages opened less than this apart are one visit (as web analytics count sessions). */
export const VISIT_GAP_MS = 30 * 60_000

type Visit = { previous?: string | null; current?: string }

/**
 * Records that `user` opened the studio's dashboard and returns when their previous visit
 * started (null on their first): "new since your last visit" stays the same while they work,
 * and moves on when they come back later. Kept in Payload's own user preferences.
 */
export async function recordDeskVisit(
  payload: Payload,
  user: Pick<User, 'id'>,
  now = new Date(),
): Promise<string | null> {
  const where: Where = {
    and: [
      { key: { equals: VISIT_KEY } },
      { 'user.relationTo': { equals: 'users' } },
      { 'user.value': { equals: user.id } },
    ],
  }
  const found = await payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const stored = found.docs[0]
  const visit = (stored?.value ?? {}) as Visit
  const current = visit.current ? new Date(visit.current) : null
  const sameVisit = current && now.getTime() - current.getTime() < VISIT_GAP_MS
  const previous = sameVisit ? (visit.previous ?? null) : (visit.current ?? null)
  const value: Visit = { previous, current: now.toISOString() }
  // A preference's owner is the request's user (Payload's own hook sets it on every save).
  const owner = { user: { ...user, collection: 'users' } }
  if (stored) {
    await payload.update({
      collection: 'payload-preferences',
      id: stored.id,
      data: { value },
      ...owner,
    })
  } else {
    await payload.create({
      collection: 'payload-preferences',
      data: { key: VISIT_KEY, user: { relationTo: 'users', value: user.id }, value },
      ...owner,
    })
  }
  return previous
}

export type DeskSummary = {
  since: string | null
  newSince: Pick<Lead, 'id' | 'name' | 'source' | 'status' | 'createdAt'>[]
  newSinceCount: number
  byStatus: Record<LeadStatus, number>
}

/** What the dashboard shows: the leads that came in since `since`, and how many in each status. */
export async function deskSummary(payload: Payload, since: string | null): Promise<DeskSummary> {
  const [recent, ...counts] = await Promise.all([
    since
      ? payload.find({
          collection: 'leads',
          where: { createdAt: { greater_than: since } },
          sort: '-createdAt',
          limit: 5,
          depth: 0,
          select: { name: true, source: true, status: true, createdAt: true },
        })
      : null,
    ...LEAD_STATUSES.map((status) =>
      payload.count({ collection: 'leads', where: { status: { equals: status } } }),
    ),
  ])
  return {
    since,
    newSince: recent?.docs ?? [],
    newSinceCount: recent?.totalDocs ?? 0,
    byStatus: Object.fromEntries(
      LEAD_STATUSES.map((status, index) => [status, counts[index].totalDocs]),
    ) as Record<LeadStatus, number>,
  }
}
