/**
 * The availability a new site starts with (no imports: the seed reads it as it is).
 */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const

/** Four arrival windows on weekdays, a working day's notice, three weeks ahead, four a day. */
export const DEFAULT_AVAILABILITY = {
  windows: [
    { days: [...WEEKDAYS], starts: '08:00', ends: '10:00' },
    { days: [...WEEKDAYS], starts: '10:00', ends: '12:00' },
    { days: [...WEEKDAYS], starts: '13:00', ends: '15:00' },
    { days: [...WEEKDAYS], starts: '15:00', ends: '17:00' },
  ],
  daysOff: [],
  noticeDays: 1,
  daysAhead: 21,
  perDay: 4,
  // Of a day's visits, how many homeowners of one area may book on the site.
  onlinePerDay: 2,
}
