import type { Slot } from '@/features/booking/slots'

/** The slots by day, in order: `[day label, slots]`. */
export function slotsByDay(slots: readonly Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot])
  return [...days.values()].map((daySlots) => [dayLabel(daySlots[0]), daySlots])
}

/** "Tue, Dec 1" from a slot's label ("Tue, Dec 1, 8:00 – 10:00 AM MST"). */
export const dayLabel = (slot: Slot) => slot.label.split(', ').slice(0, 2).join(', ')

/** "8:00 – 10:00 AM MST" from a slot's label. */
export const timeLabel = (slot: Slot) => slot.label.split(', ').slice(2).join(', ')

/**
 * The open windows as a plain form's choice: a group per day, a radio per window (no script, a
 * keyboard and a screen reader need nothing more). The booking page and a visit's own page use it.
 */
export function WindowChoices({
  slots,
  name = 'start',
  chosen,
}: {
  slots: readonly Slot[]
  name?: string
  /** The window chosen before (a refused booking's), checked when it is still open. */
  chosen?: string
}) {
  return (
    <div className="space-y-4">
      {slotsByDay(slots).map(([day, daySlots]) => (
        <fieldset key={day} className="rounded-md border border-charcoal-900/20 p-3">
          <legend className="px-1 font-semibold">{day}</legend>
          <div className="flex flex-wrap gap-2">
            {daySlots.map((slot) => (
              <label
                key={slot.start}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-charcoal-900/30 bg-white px-3 has-[:checked]:border-forest-900 has-[:checked]:bg-cream-50"
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.start}
                  defaultChecked={slot.start === chosen}
                  required
                />
                {timeLabel(slot)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
