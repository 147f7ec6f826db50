import { importDateFNSLocale } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'
import { describe, expect, it } from 'vitest'

import {
  COLORADO_TIME_ZONE,
  formatDay,
  formatWhen,
  formatWhenShort,
  STUDIO_DATE_FORMAT,
  STUDIO_DAY_FORMAT,
} from '@/lib/time/colorado'

/**
 * The times the studio shows staff: Colorado's clock, the zone named, whatever zone the server
 * or the browser runs in (the leads list once showed 8:48 PM and the case file 1:48 PM for one
 * lead: UTC on one, Colorado on the other, neither labelled).
 */
describe('formatWhen', () => {
  it('shows Colorado’s clock with the zone, winter and summer', () => {
    expect(formatWhen('2026-11-25T20:48:04.500Z')).toBe('Nov 25, 2026, 1:48 PM MST')
    expect(formatWhen('2026-07-04T18:00:00.000Z')).toBe('Jul 4, 2026, 12:00 PM MDT')
  })

  it('is empty for no valid date', () => {
    expect(formatWhen(undefined)).toBe('')
    expect(formatWhen('not a date')).toBe('')
    expect(formatWhen(42)).toBe('')
  })
})

describe('the studio’s one style of dates (issue 54)', () => {
  it('Payload’s own dates (admin.dateFormat) in formatWhen’s words, without the zone’s name', async () => {
    const i18n = { dateFNS: await importDateFNSLocale('en-US') } as Parameters<
      typeof formatDate
    >[0]['i18n']
    for (const [iso, zone] of [
      ['2026-11-25T20:48:04.500Z', 'MST'],
      ['2026-07-04T18:00:00.000Z', 'MDT'],
    ]) {
      // As Payload draws them (its formatDate) in a browser on Colorado's clock.
      const payloads = formatDate({
        date: iso,
        i18n,
        pattern: STUDIO_DATE_FORMAT,
        timezone: COLORADO_TIME_ZONE,
      })
      expect(formatWhen(iso)).toBe(`${payloads} ${zone}`)
    }
  })

  it('a day without its time, Colorado’s, in the words of the studio’s day pickers', async () => {
    const i18n = { dateFNS: await importDateFNSLocale('en-US') } as Parameters<
      typeof formatDate
    >[0]['i18n']
    // A picked day is stored at noon UTC (Payload's DatePicker).
    const picked = '2026-11-25T12:00:00.000Z'
    expect(formatDay(picked)).toBe(formatDate({ date: picked, i18n, pattern: STUDIO_DAY_FORMAT }))
    expect(formatDay('2026-11-25T20:48:04.500Z')).toBe('Nov 25, 2026')
    // 03:00 UTC on January 1st 2027 is still December 31st in Colorado.
    expect(formatDay('2027-01-01T03:00:00.000Z')).toBe('Dec 31, 2026')
    expect(formatDay(null)).toBe('')
  })
})

describe('formatWhenShort', () => {
  const now = new Date('2026-11-26T17:00:00Z')

  it('leaves out the year of this year’s dates', () => {
    expect(formatWhenShort('2026-12-01T16:00:00.000Z', now)).toBe('Dec 1, 9:00 AM MST')
  })

  it('keeps the year of another year’s dates, by Colorado’s calendar', () => {
    expect(formatWhenShort('2027-01-05T16:00:00.000Z', now)).toBe('Jan 5, 2027, 9:00 AM MST')
    // 03:00 UTC on January 1st 2027 is still 2026 in Colorado.
    expect(formatWhenShort('2027-01-01T03:00:00.000Z', now)).toBe('Dec 31, 8:00 PM MST')
  })
})
