import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { contentAccess } from '@/access/content'
import { sortOrder } from '@/fields/sortOrder'
import { revalidateHooks } from '@/lib/payload/revalidate'

export const Testimonials: CollectionConfig<'testimonials'> = {
  slug: 'testimonials',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'author',
    defaultColumns: ['author', 'location', 'rating', 'projectType', 'featured'],
    listSearchableFields: ['author', 'content', 'location', 'projectType'],
    group: 'Content',
  },
  access: contentAccess,
  defaultSort: '-date',
  fields: [
    { name: 'author', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', required: true },
        { name: 'projectType', type: 'text', required: true },
        { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
      ],
    },
    { name: 'date', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
    sortOrder,
  ],
  hooks: revalidateHooks,
}
