import { describe, expect, it } from 'vitest'

import { formatDays, formatTime, hoursLine, parseTime } from '@/utilities/hours'

describe('business hours', () => {
  it('takes times as people type them and stores 24-hour HH:MM', () => {
    expect(parseTime('4:30 PM')).toBe('16:30')
    expect(parseTime('4:30pm')).toBe('16:30')
    expect(parseTime('4 p.m.')).toBe('16:00')
    expect(parseTime('12:00 AM')).toBe('00:00')
    expect(parseTime('12:15 pm')).toBe('12:15')
    expect(parseTime('08:00')).toBe('08:00')
    expect(parseTime('0830')).toBe('08:30')
    expect(parseTime('17:00')).toBe('17:00')
    expect(parseTime('noon')).toBe('12:00')
    for (const bad of ['', 'whenever', '13:00 PM', '0:30 am', '24:00', '9:60', '25']) {
      expect(parseTime(bad), bad).toBeNull()
    }
  })

  it('shows stored times with AM/PM', () => {
    expect(formatTime('16:30')).toBe('4:30 PM')
    expect(formatTime('00:05')).toBe('12:05 AM')
    expect(formatTime('12:00')).toBe('12:00 PM')
  })

  it('shortens days into runs', () => {
    expect(formatDays(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Mon–Fri')
    expect(formatDays(['Monday', 'Wednesday', 'Friday'])).toBe('Mon, Wed, Fri')
    expect(formatDays(['Saturday', 'Sunday'])).toBe('Sat, Sun')
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Saturday'])).toBe('Mon–Wed, Sat')
  })

  it('makes the footer line from the hours and the note', () => {
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
    expect(
      hoursLine([{ days: weekdays, opens: '07:00', closes: '17:00' }], 'Sat by appointment'),
    ).toBe('Mon–Fri 7:00 AM – 5:00 PM · Sat by appointment')
    expect(hoursLine([], 'Call any time')).toBe('Call any time')
    expect(hoursLine(null)).toBe('')
  })
})
