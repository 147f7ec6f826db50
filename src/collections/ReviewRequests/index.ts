import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { prepareReviewRequest, queueReviewRequest } from '@/features/reviews/server/requests'
import { MAX_DELAY_DAYS } from '@/features/reviews/schema'

export const REVIEW_REQUEST_STATES = [
  'scheduled',
  'sent',
  'retrying',
  'failed',
  'cancelled',
] as const

const readOnly = { create: () => false, update: () => false }

/** Each state in words, as the list and the request's page show it (the case file's words). */
const STATE_LABELS: Record<(typeof REVIEW_REQUEST_STATES)[number], string> = {
  scheduled: 'Scheduled',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
  cancelled: 'Cancelled (the lead is no longer Won)',
}

/** A time the site records, with its time of day (Payload's picker shows the day alone). */
const recorded = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Review requests sent to homeowners whose job was won (features/reviews): the owner (an admin)
 * creates one from the lead's case file (now, or a number of days later); the site's e-mail job
 * sends it and the homeowner's review marks it used. Nothing of it is public: the link's token is
 * signed from its id and expiry and never stored.
 *
 * Only admins ask: staff record leads (with any address, their own too) and mark them Won, so a
 * request of theirs could bring the review form to their own inbox and make a testimonial nobody
 * gave. Staff see the requests and what came of them.
 */
export const ReviewRequests: CollectionConfig<'review-requests'> = {
  slug: 'review-requests',
  labels: { singular: 'Review request', plural: 'Review requests' },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['to', 'lead', 'state', 'sendAt', 'usedAt'],
    group: 'Leads',
  },
  access: { create: isAdmin, read: isStaff, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [prepareReviewRequest],
    afterChange: [queueReviewRequest],
  },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'delayDays',
      label: 'Send after (days)',
      type: 'number',
      min: 0,
      max: MAX_DELAY_DAYS,
      defaultValue: 0,
      admin: { description: '0 sends it now.' },
    },
    { name: 'to', type: 'email', access: readOnly },
    { name: 'sendAt', label: 'To be sent', type: 'date', access: readOnly, admin: recorded },
    {
      name: 'state',
      label: 'Status',
      type: 'select',
      defaultValue: 'scheduled',
      options: REVIEW_REQUEST_STATES.map((value) => ({ label: STATE_LABELS[value], value })),
      access: readOnly,
    },
    { name: 'attempts', label: 'Tries', type: 'number', defaultValue: 0, access: readOnly },
    { name: 'sentAt', label: 'Sent', type: 'date', access: readOnly, admin: recorded },
    {
      name: 'expiresAt',
      label: 'Link works until',
      type: 'date',
      access: readOnly,
      admin: recorded,
    },
    { name: 'lastError', label: 'Why the last try failed', type: 'text', access: readOnly },
    { name: 'usedAt', label: 'Review written', type: 'date', access: readOnly, admin: recorded },
    { name: 'testimonial', type: 'relationship', relationTo: 'testimonials', access: readOnly },
  ],
  timestamps: true,
}
