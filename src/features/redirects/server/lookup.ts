import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload/client'
import { PUBLIC_CONTENT_TAG } from '@/lib/payload/revalidate'
import type { RedirectTarget } from '@/lib/redirects/match'

import { buildTable, readRedirects } from './table'

/**
 * The table's entries, read through the Local API and kept in Next.js's data cache until the
 * public content changes (PUBLIC_CONTENT_TAG). The proxy asks for them through
 * `GET /api/redirect-table` (features/redirects/server/proxyTable.ts).
 */
export const redirectEntries: () => Promise<[string, RedirectTarget][]> = unstable_cache(
  async () => [...buildTable(await readRedirects(await getPayloadClient()))],
  ['redirect-table'],
  { tags: [PUBLIC_CONTENT_TAG] },
)
