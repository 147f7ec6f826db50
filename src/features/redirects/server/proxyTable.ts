import { REVALIDATE_HEADER, revalidateToken } from '@/lib/revalidation/ownServer'
import { onPublicContentChanged } from '@/lib/revalidation/signal'
import { findRedirect, type RedirectTable, type RedirectTarget } from '@/lib/redirects/match'
import { ownOrigin } from '@/lib/site/own'

/**
 * The redirects as the proxy (src/proxy.ts) answers them, before any page is drawn: an old address
 * gets its 301 or 302 with the visitor's query kept, signed-in or not, with or without JavaScript.
 *
 * The proxy is built apart from the site's route handlers and pages, so it keeps its own copy of
 * the table: read from `GET /api/redirect-table` (the Local API, behind Next.js's data cache) on
 * the first page request, and again on the first one after the public content changed, in this
 * process (lib/revalidation/signal.ts) or in another on the same database (through the change
 * log and the revalidation route). A page request costs one lookup in a Map.
 */
export const REDIRECT_TABLE_PATH = '/api/redirect-table'
/** After a failed read, page requests go on without redirects and the next read waits this long. */
const RETRY_MS = 1000

let table: RedirectTable | null = null
let stale = true
let reading: Promise<void> | null = null
let failedAt = 0

onPublicContentChanged(() => {
  stale = true
})

async function read(): Promise<void> {
  stale = false
  try {
    const response = await fetch(`${ownOrigin()}${REDIRECT_TABLE_PATH}`, {
      headers: { [REVALIDATE_HEADER]: revalidateToken() },
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`${REDIRECT_TABLE_PATH} answered ${response.status}`)
    table = new Map((await response.json()) as [string, RedirectTarget][])
  } catch (error) {
    stale = true
    failedAt = Date.now()
    console.error('Redirects: could not read the table; pages are answered without it', error)
  }
}

/** Where a request for `url` (a path and its query) is redirected to, or null. */
export async function redirectFor(
  url: string,
): Promise<{ location: string; status: number } | null> {
  if (stale && Date.now() - failedAt >= RETRY_MS) {
    reading ??= read().finally(() => {
      reading = null
    })
    await reading
  }
  return table ? findRedirect(table, url) : null
}
