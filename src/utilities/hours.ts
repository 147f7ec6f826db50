/**
 * Business hours, entered once in the Business profile (`openingHours`: days, opens, closes as
 * 24-hour `HH:MM`, the shape search engines read) and shown from there: the footer's line, the
 * contact page, the e-mails and the JSON-LD.
 */

export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

export type OpeningHours = { days: readonly string[]; opens: string; closes: string }

/** A stored time: 24-hour `HH:MM`. */
export const STORED_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * A time as a person types it, as the stored 24-hour `HH:MM`: "4:30 PM", "4:30pm", "4 pm",
 * "16:30", "0830", "12 noon", "12:00 a.m.". Null when it is not a time of day.
 */
export function parseTime(input: string | null | undefined): string | null {
  const text = (input ?? '').trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ')
  if (text === 'noon' || text === '12 noon') return '12:00'
  if (text === 'midnight') return '00:00'
  const match = /^(\d{1,2})(?:[:h ]?(\d{2}))?\s*(am|pm|a|p)?$/.exec(text)
  if (!match) return null
  let hour = Number(match[1])
  const minute = Number(match[2] ?? '0')
  const half = match[3]?.[0]
  if (minute > 59) return null
  if (half) {
    if (hour < 1 || hour > 12) return null
    if (half === 'a' && hour === 12) hour = 0
    if (half === 'p' && hour !== 12) hour += 12
  } else if (hour > 23) {
    return null
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/** A stored `HH:MM` as people read it here: "4:30 PM", "8:00 AM". */
export function formatTime(time: string): string {
  if (!STORED_TIME.test(time)) return time
  const [hour, minute] = time.split(':').map(Number)
  const half = hour < 12 ? 'AM' : 'PM'
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${half}`
}

const SHORT: Record<string, string> = Object.fromEntries(WEEK_DAYS.map((d) => [d, d.slice(0, 3)]))

/** Days as a short list, runs joined: "Mon–Fri", "Mon, Wed, Fri", "Mon–Wed, Sat". */
export function formatDays(days: readonly string[]): string {
  const indexes = [...new Set(days.map((day) => WEEK_DAYS.indexOf(day as WeekDay)))]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of indexes) {
    const run = runs.at(-1)
    if (run && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
  }
  return runs
    .map((run) => {
      const [first, last] = [SHORT[WEEK_DAYS[run[0]]], SHORT[WEEK_DAYS[run.at(-1)!]]]
      if (run.length === 1) return first
      return run.length === 2 ? `${first}, ${last}` : `${first}–${last}`
    })
    .join(', ')
}

/**
 * The hours as one line for people: "Mon–Fri 8:00 AM – 5:00 PM · Sat by appointment". `note` (the
 * profile's free words, e.g. "Sat by appointment") comes last.
 */
export function hoursLine(
  hours: readonly OpeningHours[] | null | undefined,
  note?: string | null,
): string {
  const parts = (hours ?? [])
    .filter((row) => row.days?.length)
    .map((row) => `${formatDays(row.days)} ${formatTime(row.opens)} – ${formatTime(row.closes)}`)
  if (note?.trim()) parts.push(note.trim())
  return parts.join(' · ')
}
