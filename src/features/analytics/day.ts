import { ANALYTICS_TIME_ZONE } from '@/features/analytics/events'

/** Calendar days as `YYYY-MM-DD` strings, days on the business's clock (America/Denver). */

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ANALYTICS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day `date` falls on in Colorado. */
export const denverDay = (date: Date): string => formatter.format(date)

const parts = (day: string) => {
  const match = DAY_PATTERN.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  return match.slice(1).map(Number) as [number, number, number]
}

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
