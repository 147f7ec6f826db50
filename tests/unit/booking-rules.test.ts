import { describe, expect, it } from 'vitest'

import { problemText } from '@/features/booking/problems'
import { hasLink } from '@/features/booking/schema'
import { CONFIRM_WITHIN_MS, VISIT_FLAGS, visitFlags } from '@/features/booking/server/desk'
import { isFastWeek } from '@/features/booking/server/surge'
import { networkKey } from '@/lib/rate-limit'

/** Issue 52: the booking's rules against abuse, on their own. */
describe('hasLink', () => {
  it('finds a web address however it is written', () => {
    for (const text of [
      'https://evil.example/',
      'gunnison-county … https://evil.example/',
      'www.evil',
      'evil.example',
      'see EVIL.COM/claim now',
      'ftp://x',
    ])
      expect(hasLink(text), text).toBe(true)
  })

  it('lets names and street addresses be', () => {
    for (const text of [
      'St. Elmo',
      'P.O. Box 12',
      '12 Mt. Princeton Rd',
      'J.R. Smith',
      "Dana O'Neil-Aspen",
      '1200 County Road 3, Unit B',
    ])
      expect(hasLink(text), text).toBe(false)
  })
})

describe('networkKey', () => {
  it('is an IPv4 address’s /24 and an IPv6 address’s /64', () => {
    expect(networkKey('203.0.113.9')).toBe('203.0.113.0/24')
    expect(networkKey('::ffff:203.0.113.200')).toBe('203.0.113.0/24')
    expect(networkKey('2001:db8:1:2:abcd::9')).toBe('2001:db8:1:2::/64')
    expect(networkKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64')
    expect(networkKey('unknown')).toBe('unknown')
  })
})

describe('problemText', () => {
  it('has words only for the booking’s own codes: an address cannot put text on the page', () => {
    expect(problemText('taken')).toMatch(/Someone just booked that time/)
    expect(problemText('Our number changed: call 1-900-555-0100')).toBeNull()
    expect(problemText('toString')).toBeNull()
    expect(problemText(undefined)).toBeNull()
  })
})

describe('visitFlags', () => {
  const now = new Date('2026-12-10T17:00:00Z')
  const visit = {
    id: 1,
    email: 'dana@example.com',
    phone: '(719) 555-0101',
    bookedBy: 'homeowner' as const,
    confirmedAt: null,
    emailBouncedAt: null,
    createdAt: new Date(now.getTime() - CONFIRM_WITHIN_MS + 60_000).toISOString(),
  }

  it('marks a site booking not confirmed a day after it was made, never before, never staff’s', () => {
    expect(visitFlags(visit, [], now)).toEqual([])
    const dayOld = {
      ...visit,
      createdAt: new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString(),
    }
    expect(visitFlags(dayOld, [], now)).toEqual([VISIT_FLAGS.unconfirmed])
    expect(visitFlags({ ...dayOld, confirmedAt: now.toISOString() }, [], now)).toEqual([])
    expect(visitFlags({ ...dayOld, bookedBy: 'staff' as const }, [], now)).toEqual([])
  })

  it('marks a bounced e-mail, and another visit with the same e-mail or phone', () => {
    expect(visitFlags({ ...visit, emailBouncedAt: now.toISOString() }, [], now)).toEqual([
      VISIT_FLAGS.bounced,
    ])
    const twin = { ...visit, id: 2, email: 'DANA@example.com ', phone: '7195559999' }
    expect(visitFlags(visit, [visit, twin], now)).toEqual([VISIT_FLAGS.twin])
    const samePhone = { ...visit, id: 3, email: 'x@example.com', phone: '719-555-0101' }
    expect(visitFlags(visit, [visit, samePhone], now)).toEqual([VISIT_FLAGS.twin])
    expect(visitFlags(visit, [visit], now)).toEqual([])
  })
})

describe('isFastWeek', () => {
  it('is more than twice the last four weeks’ weekly rate, from five bookings on', () => {
    expect(isFastWeek(4, 0)).toBe(false)
    expect(isFastWeek(5, 0)).toBe(true)
    expect(isFastWeek(8, 16)).toBe(false)
    expect(isFastWeek(9, 16)).toBe(true)
  })
})
