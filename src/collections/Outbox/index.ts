import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'

/**
 * E-mails kept instead of sent while no e-mail service is configured (no RESEND_API_KEY). Admins
 * only: password-reset messages land here too.
 */
export const Outbox: CollectionConfig<'outbox'> = {
  slug: 'outbox',
  labels: { singular: 'Outbox e-mail', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    group: 'Settings',
    description: 'E-mails the site would have sent. Set RESEND_API_KEY to send them for real.',
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
      type: 'row',
      fields: [
        { name: 'kind', type: 'text', admin: { description: 'estimate, notification or studio' } },
        { name: 'lead', type: 'relationship', relationTo: 'leads' },
      ],
    },
    { name: 'text', label: 'Text part', type: 'textarea' },
    { name: 'html', label: 'HTML part', type: 'code', admin: { language: 'html' } },
  ],
  timestamps: true,
}
