import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * The change log (lib/revalidation/changeLog.ts): one row per change to the public content. Every
 * server process polls it, so a change made through one process reaches the search index and the
 * page cache of all the others. Old rows are pruned; nobody reads or writes it through the API.
 */
export const ChangeLog: CollectionConfig<'change-log'> = {
  slug: 'change-log',
  admin: { hidden: true },
  access: apiClosed,
  fields: [
    {
      name: 'target',
      type: 'text',
      required: true,
      admin: { description: 'A collection slug, or "site" for the public pages' },
    },
    { name: 'docId', type: 'text', required: true },
    {
      name: 'tags',
      type: 'text',
      admin: { description: 'The pages’ cache tags to revalidate, space-separated (none: all)' },
    },
  ],
  timestamps: true,
}
