import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload/client'
import { CONTENT_TAG } from '@/lib/revalidation/tags'

/**
 * A read of public content, kept in Next.js's data cache under `tags` (and CONTENT_TAG) until one
 * of them is revalidated (lib/revalidation/index.ts). The page that makes the read carries its
 * tags, so revalidating a tag renders again the pages that read it, and no other.
 *
 * `key` names the read; its arguments are part of the cache's key too. Only published content
 * goes through here: a draft preview reads around it (lib/payload/queries.ts).
 *
 * Payload is started, on a server's first page, before the cached read and not inside it: what its
 * start leaves running (the change log's poll, the search index's build) is not a cached read's.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: (...args: NoInfer<Args>) => string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    await getPayloadClient()
    return unstable_cache(read, [key], { tags: [CONTENT_TAG, ...tags(...args)] })(...args)
  }
}
