import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { contentAccess } from '@/access/content'
import { slug } from '@/fields/slug'
import { sortOrder } from '@/fields/sortOrder'
import { publicContentHooks } from '@/collections/contentHooks'

/** Service-area counties, shown at `/counties/{slug}` (slug such as `park-county`). */
export const Counties: CollectionConfig<'counties'> = {
  slug: 'counties',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'name',
    defaultColumns: ['name', 'seat', 'elevation', 'sortOrder'],
    listSearchableFields: ['name', 'seat', 'summary'],
    group: 'Service areas',
  },
  access: contentAccess,
  defaultSort: 'sortOrder',
  defaultPopulate: { name: true, slug: true, elevation: true, seat: true },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'seat', label: 'County seat', type: 'text', required: true },
        {
          name: 'elevation',
          label: 'Elevation (ft)',
          type: 'number',
          required: true,
          min: 0,
          max: 15000,
        },
      ],
    },
    {
      name: 'towns',
      type: 'array',
      fields: [{ name: 'name', type: 'text', required: true }],
    },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    sortOrder,
    ...slug('name'),
  ],
  hooks: publicContentHooks,
}
