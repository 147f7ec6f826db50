import { describe, expect, it } from 'vitest'

import { deskFiltersOf, deskWhere, NO_FILTERS, typedDay } from '@/features/leads/desk/filters'
import { coloradoDayStart, nextDay } from '@/lib/time/colorado'

describe('coloradoDayStart', () => {
  it('is midnight in Colorado, in winter (UTC-7) and in summer (UTC-6)', () => {
    expect(coloradoDayStart('2026-01-15')).toBe('2026-01-15T07:00:00.000Z')
    expect(coloradoDayStart('2026-07-01')).toBe('2026-07-01T06:00:00.000Z')
  })

  it('takes the offset of the midnight itself on the days the clocks change', () => {
    // Daylight saving starts at 2 AM on March 8, 2026 and ends at 2 AM on November 1.
    expect(coloradoDayStart('2026-03-08')).toBe('2026-03-08T07:00:00.000Z')
    expect(coloradoDayStart('2026-03-09')).toBe('2026-03-09T06:00:00.000Z')
    expect(coloradoDayStart('2026-11-01')).toBe('2026-11-01T06:00:00.000Z')
    expect(coloradoDayStart('2026-11-02')).toBe('2026-11-02T07:00:00.000Z')
  })

  it('refuses what is not a day', () => {
    expect(() => coloradoDayStart('yesterday')).toThrow(RangeError)
  })

  it('nextDay crosses months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })
})

describe('the leads list quick filters', () => {
  it('no filter is no where', () => {
    expect(deskWhere(NO_FILTERS)).toBeUndefined()
  })

  it('builds one condition per filter, the "to" day included whole', () => {
    expect(
      deskWhere({
        status: ['new', 'quoted'],
        source: 'chat',
        from: '2026-11-01',
        to: '2026-11-20',
      }),
    ).toEqual({
      and: [
        { status: { in: ['new', 'quoted'] } },
        { source: { equals: 'chat' } },
        { createdAt: { greater_than_equal: '2026-11-01T06:00:00.000Z' } },
        { createdAt: { less_than: '2026-11-21T07:00:00.000Z' } },
      ],
    })
  })

  it('reads back the filters it wrote (a reload or a shared link shows the same choices)', () => {
    const filters = {
      status: ['contacted' as const],
      source: 'calculator' as const,
      from: '2026-03-08',
      to: '2026-11-01',
    }
    expect(deskFiltersOf(deskWhere(filters))).toEqual(filters)
  })

  it('reads the query string forms Payload gives back and ignores what is not its own', () => {
    expect(
      deskFiltersOf({
        and: [
          { status: { in: 'new,won' } },
          { source: { equals: 'fax' } },
          { email: { like: 'example.com' } },
        ],
      }),
    ).toEqual({ ...NO_FILTERS, status: ['new', 'won'] })
    expect(deskFiltersOf({ status: { equals: 'lost' } })).toEqual({
      ...NO_FILTERS,
      status: ['lost'],
    })
    expect(deskFiltersOf(undefined)).toEqual(NO_FILTERS)
  })
})

describe('a date typed into a date box', () => {
  it('is read once its year has four digits: 11012026 filters once, on 2026', () => {
    // What Chromium's box reports for the keys 1 1 0 1 2 0 2 6 (nothing until the year starts),
    // and for one more digit.
    const reported = ['0002-11-01', '0020-11-01', '0202-11-01', '2026-11-01', '20267-11-01']
    expect(reported.map((value) => typedDay(value, false))).toEqual([
      null,
      null,
      null,
      '2026-11-01',
      null,
    ])
  })

  it('an emptied box is no date; one with a part rubbed out is nothing yet', () => {
    expect(typedDay('', false)).toBe('')
    // Its day deleted: the box reports '' with badInput until the date is whole again.
    expect(typedDay('', true)).toBeNull()
    expect(typedDay('1906-11-01')).toBe('1906-11-01')
    expect(typedDay('not a day')).toBeNull()
  })
})
