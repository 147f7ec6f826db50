import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { contentAccess } from '@/access/content'
import { sortOrder } from '@/fields/sortOrder'
import { publicContentHooks } from '@/collections/contentHooks'

export const FAQ_CATEGORIES = ['General', 'Services', 'Pricing', 'Maintenance', 'Scheduling']

export const Faqs: CollectionConfig<'faqs'> = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'sortOrder'],
    listSearchableFields: ['question', 'answer'],
    group: 'Content',
  },
  access: contentAccess,
  defaultSort: 'sortOrder',
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    {
      name: 'category',
      type: 'select',
      options: FAQ_CATEGORIES,
      defaultValue: 'General',
      admin: { position: 'sidebar' },
    },
    sortOrder,
  ],
  hooks: publicContentHooks,
}
