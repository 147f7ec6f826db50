import 'server-only'

import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'

import { coloradoDayStart, nextDay } from '@/lib/time/colorado'
import type { ExportLead } from '@/features/leads/export/rows'
import type { LeadExportFilters } from '@/features/leads/export/schema'
import { leadExportPages, type LeadKey } from '@/lib/db/fast'
import type { User } from '@/payload-types'

/**
 * The CSV export's readers: the leads of the filters, a page at a time, through the database
 * adapter (any database) or, on SQLite, through one SQL query a page (src/lib/db/fast.ts);
 * tests/int/lead-export.test.ts checks that both write the same file. And the count the export
 * view shows.
 */

/** The fields a row reads: the transcript and the e-mail log are never loaded. */
const SELECT = {
  createdAt: true,
  status: true,
  source: true,
  name: true,
  email: true,
  phone: true,
  location: true,
  serviceType: true,
  workType: true,
  squareFootage: true,
  propertyAge: true,
  estimate: true,
  aiEstimate: true,
  description: true,
  notes: true,
  media: true,
} as const

/**
 * The Payload query of the filters. `from`/`to` are whole days in America/Denver: from the
 * start of `from` to the start of the day after `to`. Leads in the trash are left out, as the
 * studio's list leaves them out (the pages are read under the Local API, which would not).
 */
export function exportWhere(filters: LeadExportFilters): Where {
  const and: Where[] = [{ deletedAt: { exists: false } }]
  if (filters.from) {
    and.push({ createdAt: { greater_than_equal: coloradoDayStart(filters.from) } })
  }
  if (filters.to) {
    and.push({ createdAt: { less_than: coloradoDayStart(nextDay(filters.to)) } })
  }
  if (filters.status.length) and.push({ status: { in: filters.status } })
  if (filters.source.length) and.push({ source: { in: filters.source } })
  return { and }
}

/** Read as `user` (staff, access applied); without one, as the system (scripts, tests). */
const as = (user?: User | null) => (user ? { user, overrideAccess: false } : {})

/** How many leads the filters export. */
export async function countLeads(
  payload: Payload,
  filters: LeadExportFilters,
  user?: User | null,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: exportWhere(filters),
    ...as(user),
  })
  return totalDocs
}

/** Where a page starts: after this lead, in the order of `createdAt`, then `id`. */
export type After = LeadKey

/** One page of leads of the export's filters, `limit` at most, after `after`. */
export type PageReader = (after: After, limit: number) => Promise<ExportLead[]>

/**
 * Pages read with one SQL query each, on SQLite (`leadExportPages`): the row's columns only, a
 * lead's notes as one JSON array and its photos as one list of ids. The adapter's `find` builds
 * each lead as a whole document first: measured on pages of 200 leads, it made about 24 KB of
 * short-lived objects per lead (4.8 MB a page) against 4 KB here, and took 7.1 ms a page against
 * 2.7. On 100,000 leads that garbage is what grew the server by 50-120 MB while it exported.
 * The filters' days are whole days in America/Denver, as `exportWhere` reads them.
 */
export const sqlPages = (payload: Payload, filters: LeadExportFilters): PageReader | null =>
  leadExportPages(payload, {
    from: filters.from ? coloradoDayStart(filters.from) : undefined,
    before: filters.to ? coloradoDayStart(nextDay(filters.to)) : undefined,
    status: filters.status,
    source: filters.source,
  })

/**
 * Pages read through the database adapter's `find` (`payload.db`, the layer under the Local
 * API's, any adapter), with plain `where` operators and the collection's read access.
 */
export function adapterPages(
  payload: Payload,
  conditions: Where[],
  req: Partial<PayloadRequest>,
): PageReader {
  return async (after, limit) => {
    const keyset: Where[] = after
      ? [
          // The first condition alone is a range on the createdAt index; the second breaks ties
          // between leads created in the same millisecond.
          { createdAt: { greater_than_equal: after.createdAt } },
          {
            or: [
              { createdAt: { greater_than: after.createdAt } },
              { id: { greater_than: after.id } },
            ],
          },
        ]
      : []
    const { docs } = await payload.db.find<ExportLead>({
      collection: 'leads',
      where: { and: [...conditions, ...keyset] },
      sort: ['createdAt', 'id'],
      limit,
      pagination: false,
      select: SELECT,
      req,
    })
    return docs
  }
}

/** The leads' read access for `user` (collection access): true, false or a query to add. */
export async function readAccess(
  payload: Payload,
  user: User,
): Promise<{ req: PayloadRequest; access: boolean | Where }> {
  const req = await createLocalReq({ user }, payload)
  const read = payload.collections.leads.config.access.read
  return { req, access: read ? await read({ req }) : false }
}
