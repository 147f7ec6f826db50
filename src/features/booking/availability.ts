/**
 * The owner's availability as the slots read it (features/booking/slots.ts), from the studio's
 * "Inspection booking" (globals/Availability), and the one the site starts with.
 */
import type { Availability as AvailabilityDoc } from '@/payload-types'
import type { Availability } from '@/features/booking/slots'
import { DEFAULT_AVAILABILITY } from '@/features/booking/defaults'
import { coloradoDay } from '@/lib/time/colorado'

/** A day field's value (a date picked as a day) as the Colorado day it names. */
const dayOf = (value: string | null | undefined) => (value ? coloradoDay(new Date(value)) : null)

/** The stored availability as the slots read it. */
export function availabilityOf(doc: Partial<AvailabilityDoc>): Availability {
  return {
    windows: (doc.windows ?? []).map((window) => ({
      days: window.days ?? [],
      starts: window.starts ?? '',
      ends: window.ends ?? '',
    })),
    daysOff: (doc.daysOff ?? []).flatMap((off) => {
      const from = dayOf(off.from)
      return from ? [{ from, to: dayOf(off.to) }] : []
    }),
    noticeDays: doc.noticeDays ?? DEFAULT_AVAILABILITY.noticeDays,
    daysAhead: doc.daysAhead ?? DEFAULT_AVAILABILITY.daysAhead,
    perDay: doc.perDay ?? DEFAULT_AVAILABILITY.perDay,
  }
}

/** The days the area of `countyId` is served on, or null when the county is in no area. */
export function areaDaysOf(doc: Partial<AvailabilityDoc>, countyId: number | string) {
  const area = (doc.areas ?? []).find((candidate) =>
    (candidate.counties ?? []).some(
      (county) => String(typeof county === 'object' ? county.id : county) === String(countyId),
    ),
  )
  return area
    ? {
        name: area.name,
        days: area.days ?? [],
        onlinePerDay: area.onlinePerDay ?? DEFAULT_AVAILABILITY.onlinePerDay,
      }
    : null
}
