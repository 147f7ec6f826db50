import type { GlobalConfig } from 'payload'

import { authenticated, isAdmin, isAdminField } from '@/access/roles'
import { DEFAULT_AVAILABILITY } from '@/features/booking/defaults'
import { newFeedSecret } from '@/features/booking/feedSecret'
import { forgetSlots } from '@/features/booking/server/kept'
import { timeField } from '@/fields/time'
import { WEEK_DAYS } from '@/utilities/hours'

const days = (label: string, description?: string) => ({
  name: 'days',
  label,
  type: 'select' as const,
  hasMany: true,
  required: true,
  options: [...WEEK_DAYS],
  admin: description ? { description } : undefined,
})

/**
 * When homeowners may book the free on-site inspection on the site: the weekly arrival windows,
 * the days off, how much notice, how far ahead, how many visits a day, and the areas with the days
 * each is served. Set once, on Colorado's clock (features/booking/slots.ts reads it).
 */
export const Availability: GlobalConfig<'availability'> = {
  slug: 'availability',
  label: 'Inspection booking',
  admin: {
    group: 'Leads',
    description:
      'When homeowners can book the free on-site inspection on the site. All times are Colorado time.',
  },
  access: { read: authenticated, update: isAdmin },
  hooks: { afterChange: [() => forgetSlots()] },
  fields: [
    {
      name: 'enabled',
      label: 'Homeowners can book on the site',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'Off: the site asks them to call or leave their details instead.',
      },
    },
    {
      name: 'windows',
      label: 'Arrival windows',
      type: 'array',
      labels: { singular: 'Arrival window', plural: 'Arrival windows' },
      defaultValue: DEFAULT_AVAILABILITY.windows,
      admin: {
        description: 'When you can arrive, each week, e.g. 8:00 AM to 10:00 AM on weekdays.',
      },
      fields: [
        {
          type: 'row',
          fields: [days('Days'), timeField('starts', 'From'), timeField('ends', 'To', 'starts')],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'noticeDays',
          label: 'Notice (working days)',
          type: 'number',
          required: true,
          min: 0,
          max: 30,
          defaultValue: DEFAULT_AVAILABILITY.noticeDays,
          admin: { description: '1: the earliest visit is on the next working day.' },
        },
        {
          name: 'daysAhead',
          label: 'Book up to (days ahead)',
          type: 'number',
          required: true,
          min: 1,
          max: 120,
          defaultValue: DEFAULT_AVAILABILITY.daysAhead,
        },
        {
          name: 'perDay',
          label: 'Visits per day, at most',
          type: 'number',
          required: true,
          min: 1,
          max: 20,
          defaultValue: DEFAULT_AVAILABILITY.perDay,
        },
      ],
    },
    {
      name: 'areas',
      label: 'Areas and their days',
      type: 'array',
      labels: { singular: 'Area', plural: 'Areas' },
      admin: {
        description:
          'Each county you visit, in an area with the days you go there. A homeowner in a county ' +
          'of no area cannot book on the site.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Area', type: 'text', required: true },
            days('Days you go there'),
            {
              name: 'onlinePerDay',
              label: 'Booked on the site, per day, at most',
              type: 'number',
              min: 1,
              max: 20,
              defaultValue: DEFAULT_AVAILABILITY.onlinePerDay,
              admin: {
                description:
                  'How many of a day’s visits homeowners of this area may book on the site; ' +
                  'staff may book more for a caller.',
              },
            },
          ],
        },
        {
          name: 'counties',
          type: 'relationship',
          relationTo: 'counties',
          hasMany: true,
          required: true,
        },
      ],
    },
    {
      name: 'daysOff',
      label: 'Days off and holidays',
      type: 'array',
      labels: { singular: 'Days off', plural: 'Days off' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              label: 'From',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
            },
            {
              name: 'to',
              label: 'To (empty: one day)',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
            },
            { name: 'note', label: 'Note', type: 'text' },
          ],
        },
      ],
    },
    // When the owner was last told that visits were booked faster than usual (booking/server/surge.ts).
    { name: 'fastWeekNoticedAt', type: 'date', admin: { hidden: true } },
    {
      // The calendar feed's key: in the address a phone's calendar subscribes to. Admin only.
      name: 'feedSecret',
      type: 'text',
      access: { read: isAdminField, update: isAdminField },
      admin: { hidden: true },
      hooks: { beforeChange: [({ value }) => value || newFeedSecret()] },
    },
    {
      name: 'calendarFeed',
      type: 'ui',
      admin: {
        components: { Field: '@/features/booking/admin/CalendarFeed#CalendarFeed' },
      },
    },
  ],
}
