import * as z from 'zod/mini'

// Plain constants, not the collection: the leads list's filters (a client component) import this.
import { LEAD_SOURCES, LEAD_STATUSES } from '@/features/leads/domain'
import { toSearchParams, type PageSearchParams } from '@/utilities/searchParams'

/** A calendar day as a date input sends it: `YYYY-MM-DD`, a day that exists. */
const isRealDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
}

const day = (label: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, {
        error: `${label} must be a date (YYYY-MM-DD)`,
        abort: true,
      }),
      z.refine(isRealDay, `${label} is not a real date`),
    ),
  )

/**
 * The export's filters (`/admin/export` and `GET /api/staff/export`): `from` and `to` are whole
 * days, both included, in the business's time (America/Denver); no status or no source means
 * every one. Nothing set: every lead.
 */
export const leadExportSchema = z
  .object({
    from: day('From'),
    to: day('To'),
    status: z.array(z.enum(LEAD_STATUSES, { error: 'Unknown status' })),
    source: z.array(z.enum(LEAD_SOURCES, { error: 'Unknown source' })),
  })
  .check(
    z.refine(({ from, to }) => !from || !to || from <= to, {
      error: 'From must be on or before To',
      path: ['to'],
    }),
  )

export type LeadExportFilters = z.infer<typeof leadExportSchema>

/** What a page's `searchParams` or a request's query holds. */
export type QueryInput = URLSearchParams | PageSearchParams

/**
 * The filters of a query string: `from`, `to`, and `status` / `source` repeated (the form's
 * checkboxes). An empty date (an untouched date input) is no date; repeats count once; other
 * parameters are ignored.
 */
export function parseLeadExportQuery(input: QueryInput) {
  const params = toSearchParams(input)
  const list = (key: string) => [...new Set(params.getAll(key).filter(Boolean))]
  return leadExportSchema.safeParse({
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    status: list('status'),
    source: list('source'),
  })
}

/** The query string of `filters` (no `?`): the same for the page, its count and the download. */
export function leadExportQuery(filters: Partial<LeadExportFilters>): string {
  const params = new URLSearchParams()
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  for (const status of filters.status ?? []) params.append('status', status)
  for (const source of filters.source ?? []) params.append('source', source)
  return params.toString()
}
