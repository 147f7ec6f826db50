import * as z from 'zod/mini'

import { EVENT_NAMES, SEARCH_QUERY_MAX } from '@/lib/analytics/events'
import { isRealDay } from '@/lib/analytics/day'
import { PRESET_IDS } from '@/lib/analytics/range'

/** The longest beacon body read; a real one is about 150 bytes. */
export const BEACON_MAX_BYTES = 2048
export const BEACON_PATH_MAX = 500
export const BEACON_REFERRER_MAX = 1000
export const BEACON_UTM_MAX = 600

/**
 * One beacon (`POST /api/events`), short keys to keep the beacon small: `n` the event, `p` the
 * page's path, `r` the referrer of the page the visit came in on, `s` that page's `utm_*`
 * parameters as a query string, `w` the viewport's width, `d` the event's data (a search's result
 * count, and its text when it found nothing). Anything else is dropped, never stored.
 */
export const beaconSchema = z
  .object({
    n: z.enum(EVENT_NAMES, 'Unknown event'),
    p: z
      .string()
      .check(
        z.maxLength(BEACON_PATH_MAX, 'Path too long'),
        z.startsWith('/', 'A path starts with /'),
      ),
    r: z.optional(z.string().check(z.maxLength(BEACON_REFERRER_MAX, 'Referrer too long'))),
    s: z.optional(z.string().check(z.maxLength(BEACON_UTM_MAX, 'Campaign too long'))),
    w: z.optional(z.int('Width is a whole number').check(z.minimum(0), z.maximum(100_000))),
    d: z.optional(
      z.object({
        results: z.optional(
          z.int('Results is a whole number').check(z.minimum(0), z.maximum(1_000_000)),
        ),
        query: z.optional(z.string().check(z.maxLength(SEARCH_QUERY_MAX, 'Search text too long'))),
      }),
    ),
  })
  .check(
    z.refine((beacon) => beacon.n !== 'search' || typeof beacon.d?.results === 'number', {
      message: 'A search needs its result count',
      path: ['d', 'results'],
    }),
  )
export type Beacon = z.output<typeof beaconSchema>

const day = (label: string) =>
  z.string().check(z.refine(isRealDay, `${label} must be a date (YYYY-MM-DD)`))

/**
 * The dashboard's period (`/analytics?range=30d`, `?range=custom&from=…&to=…`): a preset, or two
 * days. Empty fields (a GET form sends them) count as missing.
 */
export const analyticsQuerySchema = z.object({
  range: z.optional(z.enum([...PRESET_IDS, 'custom'], 'Choose one of the periods')),
  from: z.optional(day('The start')),
  to: z.optional(day('The end')),
})
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>
