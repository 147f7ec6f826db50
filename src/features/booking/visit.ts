/** A visit's states: booked (it holds its window) or cancelled (it holds nothing). */
export const VISIT_STATES = ['booked', 'cancelled'] as const
export type VisitState = (typeof VISIT_STATES)[number]

/**
 * The unique mark a visit stores (collections/Visits): the instant its window starts, in UTC,
 * while it is booked, so a second booking of the window is refused by the database; once
 * cancelled, a mark of its own that holds nothing.
 */
export function windowKey({
  state,
  start,
  id,
}: {
  state: string
  start: string | Date | null | undefined
  id?: number | string
}): string {
  const instant = start ? new Date(start) : null
  if (state === 'booked' && instant && !Number.isNaN(instant.getTime()))
    return instant.toISOString()
  return `cancelled:${id ?? crypto.randomUUID()}`
}
