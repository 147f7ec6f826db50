import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * One random salt per day for the visitor hash (features/analytics/server/visitor), shared by every server
 * process on the database. A salt is deleted two days after its day, and then nothing can link a
 * hash to an address and a browser, nor one day's visitor to the next day's. Nobody reads it
 * through the API, admins included.
 */
export const AnalyticsSalts: CollectionConfig<'analytics-salts'> = {
  slug: 'analytics-salts',
  admin: { hidden: true },
  access: apiClosed,
  fields: [
    { name: 'day', type: 'text', required: true, unique: true, index: true },
    { name: 'salt', type: 'text', required: true },
  ],
  timestamps: true,
}
