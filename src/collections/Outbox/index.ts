import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * E-mails kept instead of sent while no e-mail service is configured (no RESEND_API_KEY). Admins
 * only: password-reset messages land here too.
 */
export const Outbox: CollectionConfig<'outbox'> = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'channel', 'kind', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    group: 'Settings',
    description:
      'E-mails and text messages the site would have sent, kept here because sending them is not set up yet: whoever runs your server sets it up.',
  },
  access: {
    create: () => false,
    read: isAdmin,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true },
        { name: 'from', type: 'text' },
        { name: 'replyTo', type: 'text' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    {
      // A text message, kept here as e-mails are while texts are not set up (features/texts).
      name: 'channel',
      label: 'Sent as',
      type: 'select',
      defaultValue: 'email',
      options: [
        { value: 'email', label: 'E-mail' },
        { value: 'text', label: 'Text message' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'What it is',
          type: 'text',
          admin: {
            components: {
              Cell: '@/features/outbox/admin/KindCell#KindCell',
              Field: '@/features/outbox/admin/KindField#KindField',
            },
          },
        },
        { name: 'lead', type: 'relationship', relationTo: 'leads' },
      ],
    },
    { name: 'text', label: 'Plain-text version', type: 'textarea' },
    {
      name: 'attachments',
      label: 'Attached files',
      type: 'array',
      labels: { singular: 'Attached file', plural: 'Attached files' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'filename', label: 'File name', type: 'text', required: true },
            { name: 'contentType', label: 'Kind of file', type: 'text', required: true },
          ],
        },
        { name: 'content', label: 'Contents', type: 'textarea', required: true },
      ],
    },
    {
      name: 'html',
      label: 'The e-mail',
      type: 'code',
      admin: {
        language: 'html',
        components: { Field: '@/features/outbox/admin/EmailPreview#EmailPreview' },
      },
    },
  ],
  timestamps: true,
}
