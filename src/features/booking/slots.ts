/**
 * The open arrival windows for an on-site inspection: one pure function of the owner's
 * availability, the visits already booked and the clock. Days and times are Colorado's wall clock
 * (`lib/time/colorado.ts`): a window set as 8:00-10:00 is 8 to 10 on the wall the whole year, on
 * both sides of the daylight-saving changes.
 */
import {
  addDays,
  coloradoDay,
  coloradoInstant,
  coloradoIso,
  formatWindow,
  isRealDay,
} from '@/lib/time/colorado'
import { weekDayOf } from '@/lib/time/business-hours'

/** A weekly arrival window: on these days, from `starts` to `ends` (`HH:MM`, Colorado). */
export type WeeklyWindow = { days: readonly string[]; starts: string; ends: string }
/** Days the business takes no visits, both ends included (`to` empty: the one day). */
export type DaysOff = { from: string; to?: string | null }

export type Availability = {
  windows: readonly WeeklyWindow[]
  daysOff: readonly DaysOff[]
  /** The earliest day is this many business days after today (0: today, later windows). */
  noticeDays: number
  /** How many days ahead of today windows are offered. */
  daysAhead: number
  /** At most this many visits on one day. */
  perDay: number
}

/** A visit that holds its window: booked, not cancelled. */
export type HeldVisit = {
  start: string | Date
  end: string | Date
  area?: string | null
  bookedBy?: string | null
}

export type Slot = {
  /** ISO 8601 with Colorado's offset: "2026-12-01T08:00:00.000-07:00". */
  start: string
  end: string
  /** "Tue, Dec 1, 8:00–10:00 AM MST". */
  label: string
  /** The Colorado day, `YYYY-MM-DD`. */
  day: string
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A window that can be used: a day, and times in order. */
const usable = (window: WeeklyWindow) =>
  window.days.length > 0 &&
  TIME.test(window.starts) &&
  TIME.test(window.ends) &&
  window.ends > window.starts

/** Whether `day` is one of the owner's days off. */
export const isDayOff = (daysOff: readonly DaysOff[], day: string) =>
  daysOff.some((off) => isRealDay(off.from) && off.from <= day && day <= (off.to || off.from))

/** The windows of `day` (a business day has at least one), in order of their start. */
export function windowsOf(availability: Availability, day: string): [string, string][] {
  if (isDayOff(availability.daysOff, day)) return []
  const name = weekDayOf(day)
  const times = availability.windows
    .filter((window) => usable(window) && window.days.includes(name))
    .map((window) => [window.starts, window.ends] as [string, string])
  return [...new Map(times.map((t) => [t.join('-'), t])).values()].sort((a, b) =>
    a[0].localeCompare(b[0]),
  )
}

/**
 * The first day windows may be booked on: today when the notice is 0 days, else the
 * `noticeDays`-th business day after today (a day with windows, not a day off).
 */
export function firstBookableDay(availability: Availability, today: string): string {
  let day = today
  for (let found = 0; found < availability.noticeDays;) {
    day = addDays(day, 1)
    if (windowsOf(availability, day).length > 0) found += 1
    // A week of days off or no windows at all: nothing to count, so nothing to offer.
    if (day > addDays(today, 366)) return day
  }
  return day
}

export type SlotQuery = {
  availability: Availability
  /** The visits that hold windows (booked, not cancelled), any days. */
  visits: readonly HeldVisit[]
  now: Date
  /** The days of the place's area; empty or absent: no day is served. */
  areaDays: readonly string[]
  /**
   * The place's area and how many of a day's visits its homeowners may book on the site (staff
   * booking for a caller: none given, no such limit).
   */
  area?: { name: string; onlinePerDay?: number | null }
}

const ms = (value: string | Date) => new Date(value).getTime()

/** Every open window, in time order, from the first bookable day to `daysAhead` days ahead. */
export function openSlots({ availability, visits, now, areaDays, area }: SlotQuery): Slot[] {
  const today = coloradoDay(now)
  const last = addDays(today, availability.daysAhead)
  const held = visits.map((visit) => [ms(visit.start), ms(visit.end)] as const)
  const online = area?.onlinePerDay
    ? visits
        .filter((visit) => visit.area === area.name && visit.bookedBy === 'homeowner')
        .map((visit) => ms(visit.start))
    : []
  const slots: Slot[] = []
  for (let day = firstBookableDay(availability, today); day <= last; day = addDays(day, 1)) {
    if (!areaDays.includes(weekDayOf(day))) continue
    const dayStart = coloradoInstant(day).getTime()
    const dayEnd = coloradoInstant(addDays(day, 1)).getTime()
    const booked = held.filter(([start]) => start >= dayStart && start < dayEnd).length
    if (booked >= availability.perDay) continue
    const bookedOnline = online.filter((start) => start >= dayStart && start < dayEnd).length
    if (area?.onlinePerDay && bookedOnline >= area.onlinePerDay) continue
    for (const [starts, ends] of windowsOf(availability, day)) {
      const start = coloradoInstant(day, starts)
      const end = coloradoInstant(day, ends)
      if (start.getTime() <= now.getTime()) continue
      const taken = held.some(([from, to]) => from < end.getTime() && to > start.getTime())
      if (taken) continue
      slots.push({
        start: coloradoIso(start),
        end: coloradoIso(end),
        label: formatWindow(start, end),
        day,
      })
    }
  }
  return slots
}

export type SlotProblem =
  'not-a-window' | 'past' | 'too-soon' | 'too-far' | 'day-off' | 'area-day' | 'day-full' | 'taken'

/** What the homeowner reads for each refusal. */
export const SLOT_PROBLEMS: Record<SlotProblem, string> = {
  'not-a-window':
    'That time is not one of our arrival windows. Please pick one of the times listed.',
  past: 'That time has passed. Please pick one of the times listed.',
  'too-soon': 'That time is too soon for us to plan a visit. Please pick a later time.',
  'too-far': 'We do not book that far ahead yet. Please pick an earlier time.',
  'day-off': 'We are not taking visits that day. Please pick another day.',
  'area-day': 'We do not visit your area on that day. Please pick one of the days listed.',
  'day-full': 'That day is fully booked. Please pick another day.',
  taken: 'Someone just booked that time. Please pick another one.',
}

/**
 * Why a window starting at `start` cannot be booked, or null when it can: the one check the
 * booking makes before it stores a visit (the store's unique window is the last word on a race).
 */
export function slotProblem(query: SlotQuery, start: Date): SlotProblem | null {
  const { availability, now, areaDays } = query
  if (Number.isNaN(start.getTime())) return 'not-a-window'
  const day = coloradoDay(start)
  const window = windowsOfAnyDay(availability, day).find(
    ([starts]) => coloradoInstant(day, starts).getTime() === start.getTime(),
  )
  if (isDayOff(availability.daysOff, day)) return 'day-off'
  if (!window) return 'not-a-window'
  if (start.getTime() <= now.getTime()) return 'past'
  const today = coloradoDay(now)
  if (day < firstBookableDay(availability, today)) return 'too-soon'
  if (day > addDays(today, availability.daysAhead)) return 'too-far'
  if (!areaDays.includes(weekDayOf(day))) return 'area-day'
  const open = openSlots(query).filter((slot) => slot.day === day)
  if (open.some((slot) => ms(slot.start) === start.getTime())) return null
  return open.length === 0 ? 'day-full' : 'taken'
}

/** The weekly windows of `day`'s week day, days off or not. */
const windowsOfAnyDay = (availability: Availability, day: string) =>
  windowsOf({ ...availability, daysOff: [] }, day)
