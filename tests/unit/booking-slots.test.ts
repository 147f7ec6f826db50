import { describe, expect, it } from 'vitest'

import { DEFAULT_AVAILABILITY } from '@/features/booking/defaults'
import {
  firstBookableDay,
  openSlots,
  slotProblem,
  type Availability,
  type HeldVisit,
} from '@/features/booking/slots'

/** Four windows on weekdays, a working day's notice, three weeks ahead, four a day. */
const AVAILABILITY: Availability = DEFAULT_AVAILABILITY
const EVERY_WEEKDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

const slotsAt = (
  now: string,
  options: { visits?: HeldVisit[]; areaDays?: string[]; availability?: Partial<Availability> } = {},
) =>
  openSlots({
    availability: { ...AVAILABILITY, ...options.availability },
    visits: options.visits ?? [],
    now: new Date(now),
    areaDays: options.areaDays ?? EVERY_WEEKDAY,
  })

const startsOn = (slots: ReturnType<typeof slotsAt>, day: string) =>
  slots.filter((slot) => slot.day === day).map((slot) => slot.start)

describe('the open arrival windows', () => {
  it('start on the next working day and keep to the weekly windows, in Colorado time', () => {
    // Friday Dec 4, 2026, 10 AM in Colorado: the next working day is Monday.
    const slots = slotsAt('2026-12-04T17:00:00Z')
    expect(slots[0]).toEqual({
      start: '2026-12-07T08:00:00.000-07:00',
      end: '2026-12-07T10:00:00.000-07:00',
      label: 'Mon, Dec 7, 8:00 – 10:00 AM MST',
      day: '2026-12-07',
    })
    expect(startsOn(slots, '2026-12-07')).toEqual([
      '2026-12-07T08:00:00.000-07:00',
      '2026-12-07T10:00:00.000-07:00',
      '2026-12-07T13:00:00.000-07:00',
      '2026-12-07T15:00:00.000-07:00',
    ])
    // No weekend, and three weeks ahead at most: Dec 25 (21 days after Dec 4) is the last day.
    expect(slots.some((slot) => ['2026-12-12', '2026-12-13'].includes(slot.day))).toBe(false)
    expect(slots.at(-1)?.day).toBe('2026-12-25')
    expect(slots).toHaveLength(15 * 4)
  })

  it('keep their wall-clock times across the March change (Mar 14, 2027)', () => {
    const slots = slotsAt('2027-03-08T17:00:00Z')
    // The week before: mountain standard time, UTC-7.
    expect(startsOn(slots, '2027-03-12')[0]).toBe('2027-03-12T08:00:00.000-07:00')
    expect(new Date(startsOn(slots, '2027-03-12')[0]).toISOString()).toBe(
      '2027-03-12T15:00:00.000Z',
    )
    // The week after: daylight time, UTC-6, still 8 AM on the wall.
    expect(startsOn(slots, '2027-03-15')[0]).toBe('2027-03-15T08:00:00.000-06:00')
    expect(new Date(startsOn(slots, '2027-03-15')[0]).toISOString()).toBe(
      '2027-03-15T14:00:00.000Z',
    )
    expect(slots.find((slot) => slot.day === '2027-03-15')?.label).toBe(
      'Mon, Mar 15, 8:00 – 10:00 AM MDT',
    )
  })

  it('keep their wall-clock times across the November change (Nov 1, 2026)', () => {
    const slots = slotsAt('2026-10-28T17:00:00Z')
    expect(startsOn(slots, '2026-10-30').at(-1)).toBe('2026-10-30T15:00:00.000-06:00')
    expect(startsOn(slots, '2026-11-02').at(-1)).toBe('2026-11-02T15:00:00.000-07:00')
    expect(new Date(startsOn(slots, '2026-11-02').at(-1)!).toISOString()).toBe(
      '2026-11-02T22:00:00.000Z',
    )
  })

  it('leave out the windows a visit holds, and a day once it has its visits', () => {
    const visits = [
      { start: '2026-12-07T08:00:00-07:00', end: '2026-12-07T10:00:00-07:00' },
      { start: '2026-12-08T08:00:00-07:00', end: '2026-12-08T10:00:00-07:00' },
      { start: '2026-12-08T10:00:00-07:00', end: '2026-12-08T12:00:00-07:00' },
    ]
    const slots = slotsAt('2026-12-04T17:00:00Z', {
      visits,
      availability: { perDay: 2 },
    })
    expect(startsOn(slots, '2026-12-07')).toEqual([
      '2026-12-07T10:00:00.000-07:00',
      '2026-12-07T13:00:00.000-07:00',
      '2026-12-07T15:00:00.000-07:00',
    ])
    expect(startsOn(slots, '2026-12-08')).toEqual([])
  })

  it('offer an area only on its days, and no day off', () => {
    const slots = slotsAt('2026-12-04T17:00:00Z', {
      areaDays: ['Tuesday'],
      availability: { daysOff: [{ from: '2026-12-22', to: '2026-12-25' }] },
    })
    expect([...new Set(slots.map((slot) => slot.day))]).toEqual(['2026-12-08', '2026-12-15'])
    expect(slotsAt('2026-12-04T17:00:00Z', { areaDays: [] })).toEqual([])
  })

  it('count the notice in working days, past weekends and days off', () => {
    const withChristmas = { ...AVAILABILITY, daysOff: [{ from: '2026-12-25' }] }
    expect(firstBookableDay(withChristmas, '2026-12-24')).toBe('2026-12-28')
    expect(firstBookableDay({ ...AVAILABILITY, noticeDays: 2 }, '2026-12-04')).toBe('2026-12-08')
    // No notice: today's windows that have not started.
    const today = slotsAt('2026-12-07T18:30:00Z', { availability: { noticeDays: 0 } })
    expect(startsOn(today, '2026-12-07')).toEqual([
      '2026-12-07T13:00:00.000-07:00',
      '2026-12-07T15:00:00.000-07:00',
    ])
  })
})

describe('a window asked for', () => {
  const query = (now: string, visits: HeldVisit[] = [], areaDays = EVERY_WEEKDAY) => ({
    availability: { ...AVAILABILITY, daysOff: [{ from: '2026-12-25' }] },
    visits,
    now: new Date(now),
    areaDays,
  })
  const now = '2026-12-04T17:00:00Z'

  it('is taken when open, and refused with the reason otherwise', () => {
    expect(slotProblem(query(now), new Date('2026-12-07T08:00:00-07:00'))).toBeNull()
    expect(slotProblem(query(now), new Date('2026-12-07T09:00:00-07:00'))).toBe('not-a-window')
    expect(slotProblem(query(now), new Date('2026-12-05T08:00:00-07:00'))).toBe('not-a-window')
    expect(slotProblem(query(now), new Date('2026-12-04T08:00:00-07:00'))).toBe('past')
    expect(slotProblem(query(now), new Date('2026-12-04T13:00:00-07:00'))).toBe('too-soon')
    expect(slotProblem(query('2026-12-03T17:00:00Z'), new Date('2026-12-04T13:00:00-07:00'))).toBe(
      null,
    )
    expect(slotProblem(query('2026-12-03T14:00:00Z'), new Date('2026-12-03T15:00:00-07:00'))).toBe(
      'too-soon',
    )
    expect(slotProblem(query(now), new Date('2026-12-28T08:00:00-07:00'))).toBe('too-far')
    expect(slotProblem(query(now), new Date('2026-12-25T08:00:00-07:00'))).toBe('day-off')
    expect(slotProblem(query(now, [], ['Tuesday']), new Date('2026-12-07T08:00:00-07:00'))).toBe(
      'area-day',
    )
    expect(slotProblem(query(now), new Date('not a date'))).toBe('not-a-window')
  })

  it('is taken, or the day full, once visits hold it', () => {
    const held = (time: string) => ({
      start: `2026-12-07T${time}:00-07:00`,
      end: `2026-12-07T${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}:00:00-07:00`,
    })
    const one = [held('08:00')]
    expect(slotProblem(query(now, one), new Date('2026-12-07T08:00:00-07:00'))).toBe('taken')
    const four = ['08:00', '10:00', '13:00', '15:00'].map(held)
    expect(slotProblem(query(now, four), new Date('2026-12-07T08:00:00-07:00'))).toBe('day-full')
  })
})
