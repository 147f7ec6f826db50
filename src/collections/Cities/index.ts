import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { contentAccess } from '@/access/content'
import { slug } from '@/fields/slug'
import { sortOrder } from '@/fields/sortOrder'
import { publicContentHooks } from '@/collections/contentHooks'

/** Cities served. Those with a page are shown at `/cities/{slug}-log-home-restoration`. */
export const Cities: CollectionConfig<'cities'> = {
  slug: 'cities',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'name',
    defaultColumns: ['name', 'county', 'countyName', 'hasPage', 'sortOrder'],
    listSearchableFields: ['name', 'countyName', 'summary'],
    group: 'Service areas',
  },
  access: contentAccess,
  defaultSort: 'sortOrder',
  defaultPopulate: { name: true, slug: true, hasPage: true },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'county',
          type: 'relationship',
          relationTo: 'counties',
          admin: { description: 'One of our service-area counties, if it is.' },
        },
        {
          name: 'countyName',
          type: 'text',
          admin: { description: 'County name when it is not one of ours, e.g. Denver County.' },
        },
        { name: 'elevation', label: 'Elevation (ft)', type: 'number', min: 0, max: 15000 },
      ],
    },
    { name: 'summary', type: 'textarea', required: true },
    {
      name: 'hasPage',
      label: 'Has its own page',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'body',
      type: 'richText',
      admin: { condition: (data) => Boolean(data?.hasPage) },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    sortOrder,
    ...slug('name'),
  ],
  hooks: publicContentHooks,
}
