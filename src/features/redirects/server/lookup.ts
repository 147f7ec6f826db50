import 'server-only'

import { getPayloadClient } from '@/lib/payload/client'
import { cachedRead } from '@/lib/revalidation/cache'
import { listingTag, REDIRECTS_TAG } from '@/lib/revalidation/tags'
import type { RedirectTarget } from '@/lib/redirects/match'

import { REDIRECT_COLLECTIONS } from '../addresses'
import { buildTable, readRedirects } from './table'

/**
 * The table's entries, read through the Local API and kept in Next.js's data cache until the
 * redirects change, or a document they may lead to does (its address, or whether it is live). The
 * proxy asks for them through `GET /api/redirect-table` (features/redirects/server/proxyTable.ts).
 */
export const redirectEntries: () => Promise<[string, RedirectTarget][]> = cachedRead(
  'redirect-table',
  () => [REDIRECTS_TAG, ...REDIRECT_COLLECTIONS.map((collection) => listingTag(collection))],
  async () => [...buildTable(await readRedirects(await getPayloadClient()))],
)
