import { coloradoDay, coloradoDateTime, coloradoInstant, DAY_PATTERN } from '@/lib/time/colorado'

/**
 * Scheduled publishing as the owner enters it: a day and a clock time in Colorado, whatever zone
 * the browser is in. Plain functions, shared by the studio's schedule drawer and the tests.
 */

/** What a schedule does: publish the newest draft, or take the published document down. */
export type ScheduleType = 'publish' | 'unpublish'

/** The kinds of schedule a document offers: unpublishing only once it has been published. */
export const scheduleTypes = (hasPublishedDoc: boolean): ScheduleType[] =>
  hasPublishedDoc ? ['publish', 'unpublish'] : ['publish']

/** `YYYY-MM-DDTHH:MM`, a `datetime-local` input's value. */
const LOCAL_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

/** The `datetime-local` value of `date` on Colorado's clock (the input's `min`). */
export function coloradoLocalInput(date: Date): string {
  return coloradoDateTime(date).replace(' ', 'T')
}

/**
 * The instant a `datetime-local` value names on Colorado's clock, or an error for the owner: no
 * time, a time that is not one, or a time already past (`now`).
 */
export function scheduleInstant(
  value: string,
  now: Date = new Date(),
): { ok: true; date: Date } | { ok: false; error: string } {
  const match = LOCAL_PATTERN.exec(value.trim())
  if (!match) return { ok: false, error: 'Pick a day and a time.' }
  const [, day, hours, minutes] = match
  if (!DAY_PATTERN.test(day) || Number(hours) > 23 || Number(minutes) > 59) {
    return { ok: false, error: 'Pick a day and a time.' }
  }
  const date = coloradoInstant(day, `${hours}:${minutes}`)
  if (Number.isNaN(date.getTime()) || coloradoDay(date) < '1970-01-01') {
    return { ok: false, error: 'Pick a day and a time.' }
  }
  if (date.getTime() <= now.getTime()) return { ok: false, error: 'Pick a time in the future.' }
  return { ok: true, date }
}
