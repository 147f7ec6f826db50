import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { keepVisit, tellHomeownerOfChange } from '@/features/booking/server/hooks'
import { forgetSlots } from '@/features/booking/server/kept'
import { VISIT_STATES } from '@/features/booking/visit'
import { formatPhone } from '@/utilities/phone'

const hidden = { admin: { hidden: true } }

/**
 * On-site inspections booked for leads (features/booking): by the homeowner on the site, or by
 * staff for a caller. A booked visit holds its window: `window` is unique, the window's start
 * while the visit is booked and the visit's own mark once it is cancelled, so two bookings of one
 * window cannot both be stored, in any number of processes, on SQLite or MongoDB.
 */
export const Visits: CollectionConfig<'visits'> = {
  slug: 'visits',
  labels: { singular: 'Visit', plural: 'Visits' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['start', 'name', 'place', 'phone', 'state', 'lead'],
    group: 'Leads',
    description: 'On-site inspections, booked on the site or by staff. Times are Colorado time.',
  },
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isAdmin },
  defaultSort: 'start',
  hooks: {
    beforeChange: [keepVisit],
    afterChange: [tellHomeownerOfChange, () => forgetSlots()],
    afterDelete: [() => forgetSlots()],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          label: 'Arrives from',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 30 } },
        },
        {
          name: 'end',
          label: 'Arrives by',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 30 } },
        },
        {
          name: 'state',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'booked',
          admin: { components: { Cell: '@/features/booking/admin/VisitStateCell#VisitStateCell' } },
          options: VISIT_STATES.map((value) => ({
            value,
            label: value === 'booked' ? 'Booked' : 'Cancelled',
          })),
        },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true, index: true },
        {
          name: 'phone',
          type: 'text',
          required: true,
          index: true,
          // Stored in one format, whoever typed it (utilities/phone: formatPhone), as a lead's.
          hooks: {
            beforeValidate: [
              ({ value }) => (typeof value === 'string' ? formatPhone(value) : value),
            ],
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', label: 'Street address', type: 'text' },
        { name: 'place', label: 'Town or county', type: 'text', required: true },
        { name: 'area', label: 'Area', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          label: 'Confirmed by the homeowner',
          type: 'date',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'When the homeowner pressed "Confirm my visit" (the e-mail leads there).',
          },
        },
        {
          name: 'emailBouncedAt',
          label: 'Confirmation e-mail bounced',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // The booking's network (a keyed hash of its /24 or /64), to count one network's open bookings.
    { name: 'network', type: 'text', index: true, ...hidden },
    {
      name: 'bookedBy',
      label: 'Booked by',
      type: 'select',
      defaultValue: 'staff',
      options: [
        { value: 'homeowner', label: 'The homeowner, on the site' },
        { value: 'staff', label: 'Staff' },
      ],
      admin: { readOnly: true },
    },
    // The window it holds (see above): written by the hook, unique.
    { name: 'window', type: 'text', unique: true, ...hidden },
    // Bumped when the visit moves or is cancelled: its earlier e-mail's links stop working.
    { name: 'linkVersion', type: 'number', defaultValue: 1, ...hidden },
    { name: 'reminderQueuedAt', type: 'date', ...hidden },
  ],
}
