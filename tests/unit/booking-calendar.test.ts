import ical, { type VEvent } from 'node-ical'
import { afterAll, describe, expect, it } from 'vitest'

import { visitMessage } from '@/features/booking/emails/visit'
import { REMINDER_TIME } from '@/features/booking/server/reminders'
import { ownerCalendar, visitInvite } from '@/features/booking/server/calendar'
import { addDays, coloradoDateTime, coloradoInstant, formatWindow } from '@/lib/time/colorado'

/**
 * Issue 52: a visit booked for 8:00 AM MST was written `T150000` (3 PM in a calendar app):
 * ical-generator formatted a plain Date with the server's own clock and labelled it Denver's. Every
 * time the booking writes is Colorado's wall clock on a server in any zone: the calendar files, the
 * e-mails, the reminder's run time, the dashboard's label and the CSV's cell. Each check runs with
 * the process in UTC and in Tokyo, and compares one exact value.
 */
const zoneBefore = process.env.TZ
const addressBefore = { url: process.env.NEXT_PUBLIC_SERVER_URL, port: process.env.PORT }
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}
afterAll(() => {
  restore('TZ', zoneBefore)
  restore('NEXT_PUBLIC_SERVER_URL', addressBefore.url)
  restore('PORT', addressBefore.port)
})

const business = {
  name: 'High Country Log Home Finishing',
  phone: '(719) 555-0142',
  email: 'estimates@example.com',
}

/** Four windows of 8 to 10 AM: winter, summer, and each side of both daylight-saving changes. */
const WINDOWS = [
  {
    day: '2026-12-15',
    zone: 'MST',
    utc: '2026-12-15T15:00:00.000Z',
    reminder: '2026-12-14T16:00:00.000Z',
    label: 'Tue, Dec 15, 8:00 – 10:00 AM MST',
  },
  {
    day: '2026-07-14',
    zone: 'MDT',
    utc: '2026-07-14T14:00:00.000Z',
    reminder: '2026-07-13T15:00:00.000Z',
    label: 'Tue, Jul 14, 8:00 – 10:00 AM MDT',
  },
  // Daylight saving begins on Sunday, March 8, 2026, and ends on Sunday, November 1.
  {
    day: '2026-03-06',
    zone: 'MST',
    utc: '2026-03-06T15:00:00.000Z',
    reminder: '2026-03-05T16:00:00.000Z',
    label: 'Fri, Mar 6, 8:00 – 10:00 AM MST',
  },
  {
    day: '2026-03-09',
    zone: 'MDT',
    utc: '2026-03-09T14:00:00.000Z',
    reminder: '2026-03-08T15:00:00.000Z',
    label: 'Mon, Mar 9, 8:00 – 10:00 AM MDT',
  },
  {
    day: '2026-10-30',
    zone: 'MDT',
    utc: '2026-10-30T14:00:00.000Z',
    reminder: '2026-10-29T15:00:00.000Z',
    label: 'Fri, Oct 30, 8:00 – 10:00 AM MDT',
  },
  {
    day: '2026-11-02',
    zone: 'MST',
    utc: '2026-11-02T15:00:00.000Z',
    reminder: '2026-11-01T16:00:00.000Z',
    label: 'Mon, Nov 2, 8:00 – 10:00 AM MST',
  },
] as const

/** A calendar file's lines, long ones unfolded (RFC 5545, 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

const compact = (day: string) => day.replaceAll('-', '')

const visitOn = (day: string, id: number, more: Record<string, unknown> = {}) => ({
  id,
  start: coloradoInstant(day, '08:00').toISOString(),
  end: coloradoInstant(day, '10:00').toISOString(),
  name: 'Dana Aspen',
  email: 'dana@example.com',
  phone: '(719) 555-0101',
  place: 'Alma',
  address: '12 Elk Rd',
  area: 'Home',
  lead: 7,
  linkVersion: 1,
  state: 'booked' as const,
  ...more,
})

/** The one event of a calendar file, as a real parser reads it. */
const eventOf = (text: string) => {
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT')
  expect(events).toHaveLength(1)
  return events[0] as VEvent
}

for (const zone of ['UTC', 'Asia/Tokyo']) {
  describe(`on a server whose clock is ${zone}`, () => {
    it('really runs in that zone', () => {
      process.env.TZ = zone
      // 15:00 UTC is 3 PM in UTC and midnight of the next day in Tokyo.
      expect(new Date('2026-12-15T15:00:00Z').getHours()).toBe(zone === 'UTC' ? 15 : 0)
    })

    for (const window of WINDOWS) {
      it(`writes the ${window.day} visit at 8:00 AM ${window.zone}, and 10:00, in every calendar and text`, () => {
        process.env.TZ = zone
        const visit = visitOn(window.day, 1)
        expect(visit.start).toBe(window.utc)
        const start = `DTSTART;TZID=America/Denver:${compact(window.day)}T080000`
        const end = `DTEND;TZID=America/Denver:${compact(window.day)}T100000`

        const invite = visitInvite(visit, business, 'https://example.com/booking/x')
        const lines = invite.split('\r\n')
        expect(lines).toContain(start)
        expect(lines).toContain(end)
        const event = eventOf(invite)
        expect(event.start.toISOString()).toBe(window.utc)
        expect(event.end?.toISOString()).toBe(new Date(visit.end).toISOString())

        const feed = ownerCalendar([visit], business.name).split('\r\n')
        expect(feed).toContain(start)
        expect(feed).toContain(end)

        // The e-mail, the dashboard's and the case file's label, the CSV's cell.
        const instant = new Date(visit.start)
        expect(formatWindow(instant, new Date(visit.end))).toBe(window.label)
        const message = visitMessage(
          'visit-booked',
          { ...visit, manageUrl: 'https://example.com/booking/x' },
          { ...business, website: 'https://example.com', address: '' },
        )
        expect(message.subject).toBe(
          `Your free on-site inspection: ${window.label} | ${business.name}`,
        )
        expect(coloradoDateTime(instant)).toBe(`${window.day} 08:00`)
        // The reminder goes out at 9 AM in Colorado the day before.
        expect(coloradoInstant(addDays(window.day, -1), REMINDER_TIME).toISOString()).toBe(
          window.reminder,
        )
      })
    }

    it('invites with METHOD:REQUEST, raises SEQUENCE on each move, and cancels with METHOD:CANCEL', () => {
      process.env.TZ = zone
      const booked = visitOn('2026-12-15', 9)
      const first = unfold(visitInvite(booked, business, 'https://example.com/booking/a'))
      expect(first).toMatch(/^METHOD:REQUEST\r$/m)
      expect(first).toMatch(/^SEQUENCE:0\r$/m)
      expect(first).toMatch(/^STATUS:CONFIRMED\r$/m)
      expect(first).toMatch(/^LOCATION:12 Elk Rd\\, Alma\r$/m)
      expect(first).toMatch(
        /^ORGANIZER;CN="High Country Log Home Finishing":mailto:estimates@example.com\r$/m,
      )

      // Moved to the 16th: the same event, a higher sequence, the new time.
      const moved = visitInvite(
        { ...visitOn('2026-12-16', 9), linkVersion: 2 },
        business,
        'https://example.com/booking/b',
      )
      expect(eventOf(moved).uid).toBe(eventOf(first).uid)
      expect(moved).toMatch(/^SEQUENCE:1\r$/m)
      expect(moved.split('\r\n')).toContain('DTSTART;TZID=America/Denver:20261216T080000')

      const cancelled = visitInvite(
        { ...visitOn('2026-12-16', 9), linkVersion: 3, state: 'cancelled' },
        business,
        'https://example.com/booking/c',
      )
      expect(cancelled).toMatch(/^METHOD:CANCEL\r$/m)
      expect(cancelled).toMatch(/^STATUS:CANCELLED\r$/m)
      expect(cancelled).toMatch(/^SEQUENCE:2\r$/m)
      expect(eventOf(cancelled).uid).toBe(eventOf(first).uid)
    })

    it('gives the owner’s feed each visit’s street address as LOCATION', () => {
      process.env.TZ = zone
      const feed = ownerCalendar(
        [visitOn('2026-12-15', 1), visitOn('2026-07-14', 2, { address: '400 Main St' })],
        business.name,
      )
      const locations = feed.split('\r\n').filter((line) => line.startsWith('LOCATION:'))
      expect(locations).toEqual(['LOCATION:12 Elk Rd\\, Alma', 'LOCATION:400 Main St\\, Alma'])
    })
    it('stamps each event in UTC (DTSTAMP ends in Z) and links the lead at the site’s public address', () => {
      process.env.TZ = zone
      // The public address configured, on a server listening on a port of its own (issue 54:
      // the feed linked to localhost:3999).
      process.env.NEXT_PUBLIC_SERVER_URL = 'https://logs.example.com/'
      process.env.PORT = '3999'
      const before = Date.now()
      const feed = unfold(ownerCalendar([visitOn('2026-12-15', 4)], business.name)).split('\r\n')
      const invite = unfold(visitInvite(visitOn('2026-12-15', 4), business, 'https://x.test/b'))
      for (const text of [feed, invite.split('\r\n')]) {
        const stamps = text.filter((line) => line.startsWith('DTSTAMP'))
        expect(stamps).toHaveLength(1)
        const [, digits] = /^DTSTAMP:(\d{8}T\d{6})Z$/.exec(stamps[0]) ?? []
        expect(digits, stamps[0]).toBeDefined()
        // The moment the file was made, read as UTC.
        const stamp = Date.parse(
          digits.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6Z'),
        )
        expect(stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
        expect(stamp).toBeLessThanOrEqual(Date.now())
      }
      const links = feed.filter((line) => /^(URL|DESCRIPTION)/.test(line))
      expect(links).toContain('URL;VALUE=URI:https://logs.example.com/admin/collections/leads/7')
      expect(links.join('\n')).toContain(
        '\\nLead: https://logs.example.com/admin/collections/leads/7',
      )
      expect(feed.join('\n')).not.toMatch(/localhost|127\.0\.0\.1/)
      expect(feed).toContain('UID:visit-4@logs.example.com')
    })
  })
}
