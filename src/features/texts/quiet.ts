/**
 * The quiet hours: no text to a homeowner between 8 PM and 8 AM on Colorado's clock (the
 * daylight-saving changes counted as the wall clock counts them). A text due then waits for 8 AM.
 */
import { addDays, coloradoDay, coloradoInstant } from '@/lib/time/colorado'

export const QUIET_FROM = '20:00'
export const QUIET_UNTIL = '08:00'

/** The first moment at or after `at` outside the quiet hours. */
export function afterQuietHours(at: Date): Date {
  const day = coloradoDay(at)
  const morning = coloradoInstant(day, QUIET_UNTIL)
  if (at < morning) return morning
  if (at >= coloradoInstant(day, QUIET_FROM)) return coloradoInstant(addDays(day, 1), QUIET_UNTIL)
  return at
}

export const inQuietHours = (at: Date) => afterQuietHours(at).getTime() !== at.getTime()
