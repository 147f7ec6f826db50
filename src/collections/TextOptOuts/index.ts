import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'

/**
 * Numbers that replied STOP (or its synonyms): nothing is texted to them until they reply START,
 * which removes their row. One row per number (unique), so the STOP is confirmed once.
 */
export const TextOptOuts: CollectionConfig<'text-opt-outs'> = {
  slug: 'text-opt-outs',
  labels: { singular: 'Stopped number', plural: 'Stopped numbers' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'createdAt'],
    group: 'Leads',
    description: 'Numbers that replied STOP: the site texts them nothing until they reply START.',
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  fields: [{ name: 'number', type: 'text', required: true, unique: true }],
  timestamps: true,
}
