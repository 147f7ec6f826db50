import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import {
  TEXT_KIND_LABELS,
  TEXT_KINDS,
  TEXT_STATE_LABELS,
  TEXT_STATES,
} from '@/features/texts/schema'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * Every text message, out and in (features/texts): written by the site and its jobs only, read by
 * staff (a lead's history shows its texts). A text is stored before it is sent, under a key per
 * lead (or user), kind and number that the database keeps unique: it is queued once, sent at most
 * once, and the provider's status callbacks update it.
 */
export const Texts: CollectionConfig<'texts'> = {
  slug: 'texts',
  labels: { singular: 'Text message', plural: 'Text messages' },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'kind', 'to', 'state', 'lead'],
    listSearchableFields: ['to', 'from', 'body'],
    group: 'Leads',
    description:
      'Text messages to homeowners and staff, and the replies. Times are Colorado time. Failed texts say why.',
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: TEXT_KINDS.map((value) => ({ value, label: TEXT_KIND_LABELS[value] })),
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'queued',
          options: TEXT_STATES.map((value) => ({ value, label: TEXT_STATE_LABELS[value] })),
        },
        {
          name: 'direction',
          type: 'select',
          required: true,
          defaultValue: 'out',
          options: [
            { value: 'out', label: 'Sent by the site' },
            { value: 'in', label: 'Received' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, index: true },
        { name: 'from', type: 'text', index: true },
      ],
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      // A number's confirmation code is read by the site's own code only (its job sends it), never
      // through the API, the studio's included (features/texts/server/mobile.ts).
      access: { read: ({ doc }) => doc?.kind !== 'confirm-code' },
    },
    {
      type: 'row',
      fields: [
        { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
        { name: 'visit', type: 'relationship', relationTo: 'visits', index: true },
        { name: 'user', label: 'Staff member', type: 'relationship', relationTo: 'users' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sendAfter',
          label: 'Due',
          type: 'date',
          index: true,
          admin: { ...dayAndTime, description: 'Quiet hours: 8 PM to 8 AM, Colorado time.' },
        },
        { name: 'sentAt', type: 'date', admin: dayAndTime },
        { name: 'deliveredAt', type: 'date', admin: dayAndTime },
        { name: 'attempts', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'reason',
      label: 'Why it failed or was cancelled',
      type: 'text',
    },
    {
      type: 'row',
      fields: [
        { name: 'via', type: 'select', options: ['twilio', 'outbox'] },
        { name: 'providerId', label: 'Message id', type: 'text', index: true },
        // When the last try began: a try the server died in is looked up before another.
        { name: 'tryStartedAt', type: 'date', admin: { hidden: true } },
      ],
    },
    // Unique: a text is stored once for its lead (or user), kind and number.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
  timestamps: true,
}
