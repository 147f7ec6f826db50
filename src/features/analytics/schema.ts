import * as z from 'zod/mini'

import { EVENT_NAMES, SEARCH_QUERY_MAX } from '@/features/analytics/events'
import { isRealDay } from '@/lib/time/colorado'
import { PRESET_IDS } from '@/features/analytics/range'

export const BEACON_PATH_MAX = 500
export const BEACON_REFERRER_MAX = 1000
export const BEACON_UTM_MAX = 600
/** The largest viewport width and search result count a beacon may give. */
const WIDTH_MAX = 100_000
const RESULTS_MAX = 1_000_000

/**
 * The longest body of a beacon the schema below takes, as the site's beacon sends it
 * (features/analytics/ui/beacon.ts: the JSON of these fields): every text at its limit, the longest
 * event name, the largest numbers. The path, the referrer and the campaign come from the page's
 * URL, which browsers send percent-encoded (a byte a character); a search's text can be any
 * Unicode (3 bytes a UTF-16 unit at most in UTF-8). 2,493 bytes; a real beacon is about 150. No
 * more of a body is read (server/beacons.mjs, the route): a larger one is refused with 413.
 */
export const BEACON_MAX_BYTES = new TextEncoder().encode(
  JSON.stringify({
    n: EVENT_NAMES.reduce((longest, name) => (name.length > longest.length ? name : longest)),
    p: '/'.repeat(BEACON_PATH_MAX),
    r: 'r'.repeat(BEACON_REFERRER_MAX),
    s: 's'.repeat(BEACON_UTM_MAX),
    w: WIDTH_MAX,
    d: { results: RESULTS_MAX, query: '\u20AC'.repeat(SEARCH_QUERY_MAX) },
  }),
).length

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
    w: z.optional(z.int('Width is a whole number').check(z.minimum(0), z.maximum(WIDTH_MAX))),
    d: z.optional(
      z.object({
        results: z.optional(
          z.int('Results is a whole number').check(z.minimum(0), z.maximum(RESULTS_MAX)),
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
