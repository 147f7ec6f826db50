import { describe, expect, it } from 'vitest'

import {
  addBusinessHours,
  firstOpeningOf,
  isOpenAt,
  nextOpening,
  openSpans,
  respondTimes,
  weekDayOf,
} from '@/lib/time/business-hours'

import { siteSettings } from '../../seed/content/settings'

/** The seeded Business profile: Monday to Friday 8 to 5, Saturday 9 to 3 (Colorado). */
const HOURS = siteSettings.openingHours ?? []
const WEEKDAYS = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
]
const iso = (date: Date) => date.toISOString()

describe('business hours', () => {
  it('knows the week day of a calendar day', () => {
    expect(weekDayOf('2026-11-27')).toBe('Friday')
    expect(weekDayOf('2026-03-08')).toBe('Sunday')
    expect(() => weekDayOf('27/11/2026')).toThrow(RangeError)
  })

  it('gives a lead on Friday evening until Tuesday, not Saturday night', () => {
    // Friday Nov 27, 2026, 6 PM MST: Saturday 6 h, Monday 9 h, Tuesday 9 h.
    const { respondBy, remindAt } = respondTimes(HOURS, new Date('2026-11-28T01:00:00Z'))
    expect(iso(respondBy)).toBe('2026-12-02T00:00:00.000Z') // Tuesday 5 PM MST
    expect(iso(remindAt)).toBe('2026-12-01T20:00:00.000Z') // Tuesday 1 PM MST
    // Without Saturday hours it is Wednesday 2 PM.
    expect(iso(addBusinessHours(WEEKDAYS, new Date('2026-11-28T01:00:00Z'), 24))).toBe(
      '2026-12-02T21:00:00.000Z',
    )
  })

  it('counts from the moment a lead comes in during opening hours', () => {
    // Tuesday Nov 24, 10 AM MST: Tuesday 7 h, Wednesday 9 h, Thursday 8 h: Thursday 4 PM.
    expect(iso(addBusinessHours(HOURS, new Date('2026-11-24T17:00:00Z'), 24))).toBe(
      '2026-11-26T23:00:00.000Z',
    )
    // Exactly at closing time the lead starts counting at the next opening.
    expect(iso(addBusinessHours(WEEKDAYS, new Date('2026-11-25T00:00:00Z'), 1))).toBe(
      '2026-11-25T16:00:00.000Z',
    )
  })

  it('counts across the spring daylight-saving change by the clock on the wall', () => {
    // Friday Mar 6, 2026, 6 PM MST; the clocks go forward on Sunday Mar 8.
    const { respondBy } = respondTimes(HOURS, new Date('2026-03-07T01:00:00Z'))
    expect(iso(respondBy)).toBe('2026-03-10T23:00:00.000Z') // Tuesday 5 PM MDT
    // Sunday midnight to noon is 11 hours of real time on the day the clocks jump.
    const sunday = [{ days: ['Sunday'], opens: '00:00', closes: '12:00' }]
    expect(openSpans(sunday, '2026-03-08')).toEqual([
      [Date.parse('2026-03-08T07:00:00Z'), Date.parse('2026-03-08T18:00:00Z')],
    ])
    expect(iso(addBusinessHours(sunday, new Date('2026-03-08T07:00:00Z'), 11))).toBe(
      '2026-03-08T18:00:00.000Z',
    )
  })

  it('counts across the autumn change (an hour longer night, same office hours)', () => {
    // Friday Oct 30, 2026, 6 PM MDT; the clocks go back on Sunday Nov 1.
    const { respondBy } = respondTimes(HOURS, new Date('2026-10-31T00:00:00Z'))
    expect(iso(respondBy)).toBe('2026-11-04T00:00:00.000Z') // Tuesday 5 PM MST
    const sunday = [{ days: ['Sunday'], opens: '00:00', closes: '12:00' }]
    const [[opens, closes]] = openSpans(sunday, '2026-11-01')
    expect((closes - opens) / 3_600_000).toBe(13)
  })

  it('knows when the business is open and when it opens next', () => {
    expect(isOpenAt(HOURS, new Date('2026-11-27T15:00:00Z'))).toBe(true) // Fri 8:00 MST
    expect(isOpenAt(HOURS, new Date('2026-11-27T14:59:00Z'))).toBe(false)
    expect(isOpenAt(HOURS, new Date('2026-11-28T00:00:00Z'))).toBe(false) // Fri 5 PM: closed
    expect(isOpenAt(HOURS, new Date('2026-11-29T18:00:00Z'))).toBe(false) // Sunday
    // Saturday night: next open Monday 8 AM.
    expect(iso(nextOpening(HOURS, new Date('2026-11-29T05:00:00Z')))).toBe(
      '2026-11-30T15:00:00.000Z',
    )
    const open = new Date('2026-11-30T18:00:00Z')
    expect(nextOpening(HOURS, open).getTime()).toBe(open.getTime())
    expect(iso(firstOpeningOf(HOURS, '2026-11-28')!)).toBe('2026-11-28T16:00:00.000Z')
    expect(firstOpeningOf(HOURS, '2026-11-29')).toBeNull()
  })

  it('merges overlapping rows and ignores broken ones', () => {
    const hours = [
      { days: ['Monday'], opens: '08:00', closes: '12:00' },
      { days: ['Monday'], opens: '11:00', closes: '17:00' },
      { days: ['Monday'], opens: '18:00', closes: '17:00' },
      { days: ['Monday'], opens: '8am', closes: '5pm' },
    ]
    expect(openSpans(hours, '2026-11-30')).toEqual([
      [Date.parse('2026-11-30T15:00:00Z'), Date.parse('2026-12-01T00:00:00Z')],
    ])
  })

  it('falls back to clock hours without usable opening hours', () => {
    const from = new Date('2026-11-28T01:00:00Z')
    expect(iso(addBusinessHours([], from, 24))).toBe('2026-11-29T01:00:00.000Z')
    expect(iso(addBusinessHours([{ days: [], opens: '08:00', closes: '17:00' }], from, 24))).toBe(
      '2026-11-29T01:00:00.000Z',
    )
    expect(isOpenAt([], from)).toBe(true)
  })
})
