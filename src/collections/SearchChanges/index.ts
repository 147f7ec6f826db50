import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * The search index's change log: one row per saved or deleted public document. Every server
 * process polls it, so a change made through one process reaches the search of all the others
 * (features/search/server/sync.ts). Old rows are pruned; nobody reads or writes it through the API.
 */
export const SearchChanges: CollectionConfig<'search-changes'> = {
  slug: 'search-changes',
  admin: { hidden: true },
  access: apiClosed,
  fields: [
    { name: 'target', type: 'text', required: true, admin: { description: 'Collection slug' } },
    { name: 'docId', type: 'text', required: true },
  ],
  timestamps: true,
}
