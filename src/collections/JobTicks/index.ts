import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * Which server process runs the jobs queue at each tick (lib/jobs/ticks.ts): the first to write
 * the tick's row; the unique index refuses the others. Old rows are pruned; nobody reads or
 * writes it through the API.
 */
export const JobTicks: CollectionConfig<'job-ticks'> = {
  slug: 'job-ticks',
  admin: { hidden: true },
  access: apiClosed,
  fields: [{ name: 'tick', type: 'text', required: true, unique: true }],
  timestamps: true,
}
