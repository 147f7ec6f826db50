import { dayCount } from '@/lib/time/colorado'
import {
  customRange,
  DEFAULT_PRESET,
  MAX_RANGE_DAYS,
  presetRange,
  type DateRange,
} from '@/features/analytics/range'
import { analyticsQuerySchema } from '@/features/analytics/schema'

type Params = Record<string, string | string[] | undefined>

/** The first value of each parameter, empty ones left out (a GET form sends empty fields). */
const firstValues = (params: Params) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => {
      const first = Array.isArray(value) ? value[0] : value
      return first ? [[name, first]] : []
    }),
  )

/**
 * The dashboard's period from its query: a preset ending today, or the days chosen. A query that
 * does not make sense gives the default period and the sentence that says why.
 */
export function rangeFromQuery(
  params: Params,
  today: string,
): { range: DateRange; error: string | null } {
  const fallback = (error: string | null) => ({ range: presetRange(DEFAULT_PRESET, today), error })
  const parsed = analyticsQuerySchema.safeParse(firstValues(params))
  if (!parsed.success) return fallback(parsed.error.issues.map((issue) => issue.message).join('. '))
  const { range, from, to } = parsed.data
  if (range !== 'custom' && !(range === undefined && (from || to))) {
    return { range: presetRange(range ?? DEFAULT_PRESET, today), error: null }
  }
  if (!from || !to) return fallback('Choose both a start and an end date')
  if (from > to) return fallback('The start date must be on or before the end date')
  if (dayCount(from, to) > MAX_RANGE_DAYS) return fallback('Choose at most three years')
  return { range: customRange(from, to), error: null }
}

/** The query string of a period, as the page's links and the data API take it. */
export function rangeQuery(range: Pick<DateRange, 'preset' | 'from' | 'to'>): string {
  return range.preset === 'custom'
    ? `?range=custom&from=${range.from}&to=${range.to}`
    : `?range=${range.preset}`
}
