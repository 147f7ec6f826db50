// No `server-only`: the collections' hooks import it, and Payload's CLI and the seed load them.
import { channel } from 'diagnostics_channel'

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
 * The route handlers and the pages are two module graphs, each with its own copy of `kept`
 * (docs/architecture.md, Module state): the hooks run in one of them, so they tell every copy in
 * the process through a named channel of Node's diagnostics_channel, one object process-wide.
 */
const forget = channel('log-home-site:booking-changed')
forget.subscribe(() => {
  kept.slots.clear()
  kept.context = null
})

/**
 * Forgets what the look-ups keep, in every graph of this process: a visit was booked, moved or
 * cancelled, or the owner changed the availability (the Visits collection's and the Availability
 * global's hooks). Another process keeps its own for up to a minute; a booking always reads the
 * database.
 */
export const forgetSlots = (): void => forget.publish(null)
