import { DEFAULT_AVAILABILITY } from '../../src/features/booking/defaults'
import type { WeekDay } from '../../src/utilities/hours'

/**
 * The inspection booking the site starts with: four arrival windows on the weekdays the business
 * is open (8 to 5: 8-10, 10-12, 1-3, 3-5), a working day's notice, three weeks ahead, four visits
 * a day; Park County, home, every weekday, and the far counties on the days the crew drives there.
 */
export const availability: typeof DEFAULT_AVAILABILITY & {
  areas: { name: string; days: WeekDay[]; counties: string[] }[]
} = {
  ...DEFAULT_AVAILABILITY,
  areas: [
    {
      name: 'Park County (home)',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      counties: ['Park County'],
    },
    {
      name: 'Summit, Chaffee and Teller',
      days: ['Monday', 'Wednesday', 'Friday'],
      counties: ['Summit County', 'Chaffee County', 'Teller County'],
    },
    {
      name: 'Front Range',
      days: ['Tuesday', 'Thursday'],
      counties: ['Jefferson County', 'El Paso County'],
    },
    {
      name: 'Western Slope',
      days: ['Tuesday'],
      counties: ['Eagle County', 'Gunnison County'],
    },
  ],
}
