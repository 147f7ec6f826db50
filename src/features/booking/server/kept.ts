// No `server-only`: the collections' hooks import it, and Payload's CLI and the seed load them.

/**
 * What the booking's look-ups keep for a minute (server/book.ts, slotsForPlace): the owner's
 * settings and places, and each area's open windows of the day.
 */
export const SLOTS_KEPT_MS = 60_000

export const kept: {
  context: { until: number; value: Promise<unknown> } | null
  slots: Map<string, { until: number; value: unknown }>
} = { context: null, slots: new Map() }

/**
 * Forgets what the look-ups keep: a visit was booked, moved or cancelled, or the owner changed
 * the availability (the Visits collection's and the Availability global's hooks). Another
 * process of the site keeps its own for up to a minute; a booking always reads the database.
 */
export function forgetSlots() {
  kept.slots.clear()
  kept.context = null
}
