/**
 * Time counted in the business's opening hours (the Business profile's `openingHours`: days of
 * the week with an opening and a closing time, 24-hour `HH:MM`, on Colorado's clock). A lead's
 * respond-by time is 24 of these hours after it came in, so a lead on Friday evening is due on
 * Tuesday, not on Saturday night. Pure: the instants come from `colorado.ts`, which alone knows
 * the time zone, so the daylight-saving changes are counted as the clocks on the wall count them.
 */
import { addDays, coloradoDay, coloradoInstant, DAY_PATTERN } from '@/lib/time/colorado'

export type OpeningHours = readonly {
  days?: readonly string[] | null
  opens?: string | null
  closes?: string | null
}[]

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const HOUR_MS = 3_600_000
/** How far ahead (or back) to look for opening hours: a business closed a whole year is closed. */
const SEARCH_DAYS = 370

/** The week day's name of a `YYYY-MM-DD` (a calendar day, so read in UTC). */
export const weekDayOf = (day: string) => {
  if (!DAY_PATTERN.test(day)) throw new RangeError(`Not a day: ${day}`)
  return WEEK[new Date(`${day}T00:00:00Z`).getUTCDay()]
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Whether the profile has any usable opening hours (a day, and a closing after the opening). */
export const hasOpeningHours = (hours: OpeningHours | null | undefined) =>
  (hours ?? []).some(
    (row) =>
      (row.days?.length ?? 0) > 0 &&
      TIME.test(row.opens ?? '') &&
      TIME.test(row.closes ?? '') &&
      minutesOf(row.closes!) > minutesOf(row.opens!),
  )

/**
 * The business's open spans on a Colorado day, as instants in order and merged where they touch
 * or overlap. A row whose times are not `HH:MM`, or that closes before it opens, is left out.
 */
export function openSpans(hours: OpeningHours, day: string): [number, number][] {
  const name = weekDayOf(day)
  const spans = hours
    .filter(
      (row) =>
        row.days?.includes(name) &&
        TIME.test(row.opens ?? '') &&
        TIME.test(row.closes ?? '') &&
        minutesOf(row.closes!) > minutesOf(row.opens!),
    )
    .map(
      (row) =>
        [
          coloradoInstant(day, row.opens!).getTime(),
          coloradoInstant(day, row.closes!).getTime(),
        ] as [number, number],
    )
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const span of spans) {
    const last = merged.at(-1)
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else merged.push([...span])
  }
  return merged
}

/**
 * The instant `hours` business hours after `from`. Time outside the opening hours does not count:
 * a lead that comes in at night starts counting when the business opens. Without any opening
 * hours in the profile, clock hours count (a day is then 24 hours).
 */
export function addBusinessHours(opening: OpeningHours, from: Date | number, hours: number): Date {
  const start = new Date(from).getTime()
  if (!hasOpeningHours(opening)) return new Date(start + hours * HOUR_MS)
  let left = hours * HOUR_MS
  const firstDay = coloradoDay(start)
  for (let index = 0; index < SEARCH_DAYS; index++) {
    for (const [opens, closes] of openSpans(opening, addDays(firstDay, index))) {
      const begin = Math.max(opens, start)
      if (begin >= closes) continue
      if (closes - begin >= left) return new Date(begin + left)
      left -= closes - begin
    }
  }
  return new Date(start + hours * HOUR_MS)
}

/** Whether the business is open at `at` (always, without opening hours in the profile). */
export function isOpenAt(opening: OpeningHours, at: Date | number): boolean {
  if (!hasOpeningHours(opening)) return true
  const time = new Date(at).getTime()
  return openSpans(opening, coloradoDay(time)).some(
    ([opens, closes]) => time >= opens && time < closes,
  )
}

/**
 * The next instant the business is open, `at` itself when it is open then; `at` without
 * opening hours in the profile.
 */
export function nextOpening(opening: OpeningHours, at: Date | number): Date {
  const time = new Date(at).getTime()
  if (!hasOpeningHours(opening)) return new Date(time)
  const firstDay = coloradoDay(time)
  for (let index = 0; index < SEARCH_DAYS; index++) {
    for (const [opens, closes] of openSpans(opening, addDays(firstDay, index))) {
      if (time < closes) return new Date(Math.max(opens, time))
    }
  }
  return new Date(time)
}

/** The first opening of a Colorado day, or null when the business is closed that day. */
export function firstOpeningOf(opening: OpeningHours, day: string): Date | null {
  const first = openSpans(opening, day)[0]
  return first ? new Date(first[0]) : null
}

/** How long a lead has to be answered: 24 business hours. */
export const RESPOND_WITHIN_HOURS = 24
/** The first reminder comes this many business hours before the lead is due. */
export const REMIND_BEFORE_HOURS = 4

/** When a lead that came in at `createdAt` must be answered, and when its reminder is due. */
export function respondTimes(opening: OpeningHours, createdAt: Date | number) {
  return {
    respondBy: addBusinessHours(opening, createdAt, RESPOND_WITHIN_HOURS),
    remindAt: addBusinessHours(opening, createdAt, RESPOND_WITHIN_HOURS - REMIND_BEFORE_HOURS),
  }
}
