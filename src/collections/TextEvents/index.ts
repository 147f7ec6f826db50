import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * The provider's webhook requests taken (features/texts/server/webhook.ts), by their signature:
 * Twilio signs a request's address and fields and nothing else, so the same request sent again
 * has the same signature, and the unique key refuses it. Kept (a few rows per text): a replay
 * can come at any time, since Twilio signs no time.
 */
export const TextEvents: CollectionConfig<'text-events'> = {
  slug: 'text-events',
  access: apiClosed,
  admin: { hidden: true },
  fields: [{ name: 'key', type: 'text', required: true, unique: true }],
  timestamps: true,
}
