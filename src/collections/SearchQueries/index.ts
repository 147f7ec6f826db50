import type { CollectionConfig } from 'payload'

import { authenticated, isAdmin } from '@/access/roles'

export const SEARCH_SOURCES = ['box', 'page'] as const

/**
 * What visitors searched for and how many results they got, so the owner sees what homeowners
 * look for and do not find. No address, cookie or anything else about the visitor is kept.
 * Repeats of one text within a few seconds share a row (`searches`).
 */
export const SearchQueries: CollectionConfig<'search-queries'> = {
  slug: 'search-queries',
  labels: { singular: 'Site search', plural: 'Site searches' },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'results', 'searches', 'source', 'createdAt'],
    listSearchableFields: ['query'],
    group: 'Insights',
    description:
      'What visitors typed into the site search. Filter on "Results equals 0" to see what they looked for and did not find.',
  },
  access: {
    create: () => false,
    read: authenticated,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'query', type: 'text', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'results', type: 'number', required: true, index: true, min: 0 },
        { name: 'searches', type: 'number', required: true, defaultValue: 1, min: 1 },
        {
          name: 'source',
          type: 'select',
          options: [
            { label: 'Search box', value: 'box' },
            { label: 'Search page', value: 'page' },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
