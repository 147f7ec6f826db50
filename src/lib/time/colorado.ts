/**
 * The business's calendar and clock: Colorado (America/Denver, UTC-7 in winter, UTC-6 in summer).
 * Every day the site counts (analytics, the leads' filters and export, the backup's time) is a day
 * in Colorado, and every time it shows staff is Colorado's. Days are `YYYY-MM-DD` strings; their
 * arithmetic is calendar arithmetic (no time zone), and only `coloradoDay` and `coloradoInstant`
 * cross between a day and an instant.
 */
import { TZDate } from '@date-fns/tz'

export const COLORADO_TIME_ZONE = 'America/Denver'

export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

const parts = (day: string) => {
  const match = DAY_PATTERN.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  return match.slice(1).map(Number) as [number, number, number]
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COLORADO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day `date` falls on in Colorado. */
export const coloradoDay = (date: Date | number): string => dayFormat.format(date)

/** A `YYYY-MM-DD` that names a real day (no 31st of April). */
export function isRealDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false
  const [year, month, date] = parts(text)
  const check = new Date(Date.UTC(year, month - 1, date))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1
}

/** `day` moved by `count` days (negative: back). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = parts(day)
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/** The day after `day`. */
export const nextDay = (day: string) => addDays(day, 1)

/**
 * `day` moved by `count` months, the date kept or, where the month is shorter, its last day
 * (one month after January 31st is February's last day).
 */
export function addMonths(day: string, count: number): string {
  const [year, month, date] = parts(day)
  const last = new Date(Date.UTC(year, month - 1 + count + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + count, Math.min(date, last)))
    .toISOString()
    .slice(0, 10)
}

/** How many days from `from` to `to`, both counted (1 for the same day). */
export function dayCount(from: string, to: string): number {
  const [a, b] = [from, to].map((day) => {
    const [year, month, date] = parts(day)
    return Date.UTC(year, month - 1, date)
  })
  return Math.round((b - a) / 86_400_000) + 1
}

/** Every day from `from` to `to`, both included, in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * The instant the clocks in Colorado show `time` (`HH:MM`, midnight by default) on `day`. Daylight
 * saving changes at 2 AM, so midnight is never in doubt; a time the spring change skips (02:30 on
 * its day) comes an hour later (03:30), and a time the autumn change repeats (01:30) comes the
 * first time (`TZDate`, @date-fns/tz, as Temporal's "compatible").
 */
export function coloradoInstant(day: string, time = '00:00'): Date {
  const [year, month, date] = parts(day)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(new TZDate(year, month - 1, date, hours, minutes, COLORADO_TIME_ZONE).getTime())
}

/** An instant as ISO 8601 with Colorado's offset: "2026-12-01T08:00:00.000-07:00". */
export const coloradoIso = (instant: Date | number): string =>
  new TZDate(+instant, COLORADO_TIME_ZONE).toISOString()

/**
 * An instant on Colorado's wall clock, as a `Date` whose getters read Colorado's (a `TZDate`): what
 * a library that formats a date by its getters (ical-generator) needs to write Colorado's time
 * whatever zone the server runs in. A plain `Date`'s getters read the server's own zone.
 */
export const coloradoClock = (instant: Date | number | string): TZDate =>
  new TZDate(new Date(instant).getTime(), COLORADO_TIME_ZONE)

/** The instant a Colorado day starts, as ISO 8601 (the leads' filters, the export, reports). */
export const coloradoDayStart = (day: string): string => coloradoInstant(day).toISOString()

const asDate = (value: unknown) => {
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** A day and time as staff in Colorado read them, the zone named: "Nov 24, 9:05 AM MST". */
const STAFF_CLOCK = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COLORADO_TIME_ZONE,
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions

/** Dates as staff in Colorado read them: "Nov 24, 2026, 9:05 AM MST". */
const staffTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', ...STAFF_CLOCK })

/**
 * "Nov 24, 2026, 9:05 AM MST" (MDT in summer) on Colorado's clock, or '' for no valid date: every
 * time the studio shows staff, named, so no one reads it as their own zone's.
 */
export const formatWhen = (value: unknown) => {
  const date = asDate(value)
  return date ? staffTime.format(date) : ''
}

const siteDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: COLORADO_TIME_ZONE,
})

/**
 * "October 7, 2025": the day a post is dated on the site, Colorado's (the studio shows the same
 * day), whatever zone the server runs in; '' for no valid date.
 */
export const formatSiteDate = (value: unknown): string => {
  const date = asDate(value)
  return date ? siteDay.format(date) : ''
}

/**
 * `formatWhen`'s words as a date-fns pattern: "Nov 24, 2026, 9:05 AM". Payload's studio draws a few
 * dates itself in the browser (a document's "Last modified" and "Created", its versions), with
 * date-fns and the config's `admin.dateFormat`, which is this; date-fns cannot name a time zone,
 * so those show the browser's clock, in the same words without the zone's name
 * (tests/unit/colorado-time.test.ts keeps the two the same).
 */
export const STUDIO_DATE_FORMAT = 'MMM d, yyyy, h:mm a'

/** `formatDay`'s words as a date-fns pattern, for the date pickers of days: "Nov 24, 2026". */
export const STUDIO_DAY_FORMAT = 'MMM d, yyyy'

const staffDay = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: COLORADO_TIME_ZONE,
})

/**
 * "Nov 24, 2026": a day as staff read it (a date without its time, as a project's completion or a
 * review's date), Colorado's; '' for no valid date.
 */
export const formatDay = (value: unknown): string => {
  const date = asDate(value)
  return date ? staffDay.format(date) : ''
}

/** The same, without the year for a date in the current year: "Dec 1, 9:00 AM MST". */
const shortTime = new Intl.DateTimeFormat('en-US', STAFF_CLOCK)

/** "Dec 1, 9:00 AM MST" within `now`'s year in Colorado, else as `formatWhen`; '' for no date. */
export function formatWhenShort(value: unknown, now: Date = new Date()): string {
  const date = asDate(value)
  if (!date) return ''
  return coloradoDay(date).slice(0, 4) === coloradoDay(now).slice(0, 4)
    ? shortTime.format(date)
    : staffTime.format(date)
}

const clockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: COLORADO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** `YYYY-MM-DD HH:MM` on Colorado's clock (a spreadsheet's cell), or '' for no valid date. */
export function coloradoDateTime(value: unknown): string {
  const date = asDate(value)
  if (!date) return ''
  const p = Object.fromEntries(clockParts.formatToParts(date).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

const mountainTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COLORADO_TIME_ZONE,
  timeZoneName: 'short',
})

/** "June 3, 2025 at 2:15 PM MDT" (the e-mails); a value that is not a date is shown as given. */
export function formatMountainTime(iso: string): string {
  const date = asDate(iso)
  return date ? mountainTime.format(date) : iso
}

const windowFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COLORADO_TIME_ZONE,
  timeZoneName: 'short',
})

/** An arrival window on Colorado's clock: "Tue, Dec 1, 8:00 – 10:00 AM MST". */
export const formatWindow = (start: Date, end: Date): string =>
  windowFormat.formatRange(start, end).replace(/[\u2009\u202f]/g, ' ')
