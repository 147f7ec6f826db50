import type { TextField } from 'payload'

import { parseTime, STORED_TIME } from '@/utilities/hours'

/**
 * A time of day: typed with the browser's time picker (AM/PM where the browser shows it), and
 * also taken as people write it ("4:30 PM") from the API; stored as 24-hour HH:MM.
 */
export const timeField = (name: string, label: string, after?: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  admin: { components: { Field: '@/fields/time/TimeInput#TimeInput' } },
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' ? (parseTime(value) ?? value) : value),
    ],
  },
  validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) => {
    if (!STORED_TIME.test(value ?? '')) return 'Use a time of day, e.g. 4:30 PM'
    const earlier = after ? (siblingData as Record<string, unknown>)[after] : undefined
    if (typeof earlier === 'string' && STORED_TIME.test(earlier) && value! <= earlier) {
      return after === 'opens'
        ? 'Must be later than the opening time'
        : 'Must be later than the start'
    }
    return true
  },
})
