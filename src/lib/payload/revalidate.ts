import { revalidatePath, revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
  TypeWithID,
} from 'payload'

import { noteChangeToRevalidate } from '@/lib/payload/afterCommit'
import { noteChange, SITE_CHANGE, type ChangeListener } from '@/lib/payload/changes'
import { notePublicContentChanged } from '@/lib/payload/contentSignal'
import { revalidateOwnServer } from '@/lib/payload/ownServer'

/**
 * The cache tag of data read from the public content and kept in Next.js's data cache (the
 * redirects' table, features/redirects/server/table.ts): revalidated with the pages.
 */
export const PUBLIC_CONTENT_TAG = 'public-content'

/**
 * Public pages are rendered statically and kept until content changes. Any change to content can
 * show on many pages (navigation, listings, home, sitemap), so a change revalidates the whole
 * public site; pages render again on their next request.
 *
 * Several server processes may serve one database, each with its own page cache. The change is
 * noted in the change log (lib/payload/changes.ts) through the change's request, and every other
 * process, which polls the log each second, revalidates its own pages too (ownServer.ts).
 *
 * Skipped when the seed asks (`context.disableRevalidate`) and outside a Next.js server (seed
 * script, tests), where there is no cache to revalidate.
 */
export async function revalidateSite(
  req: PayloadRequest,
  context: RequestContext,
  reason: string,
): Promise<void> {
  if (context.disableRevalidate || !process.env.NEXT_RUNTIME) return
  req.payload.logger.info(`Revalidating the public site: ${reason}`)
  revalidateThisProcess()
  // Once more after the save commits, when it came through the REST API (lib/payload/afterCommit.ts).
  noteChangeToRevalidate()
  await noteChange(req, SITE_CHANGE, reason)
}

/**
 * Next.js's cache of every public page and of the data read from the public content, and what the
 * proxy keeps of it (lib/payload/contentSignal.ts).
 */
export function revalidateThisProcess(): void {
  revalidatePath('/', 'layout')
  revalidateTag(PUBLIC_CONTENT_TAG, { expire: 0 })
  notePublicContentChanged()
}

/**
 * The change log's listener (payload.config.ts `onInit`): the public pages changed through another
 * process, so this one's page caches are stale too. A change made here (with its request) was
 * revalidated by revalidateSite already.
 */
export const revalidateOnOtherProcessChange: ChangeListener = (payload, changes, req) => {
  if (!req && changes.some((change) => change.target === SITE_CHANGE)) revalidateOwnServer(payload)
}

type Doc = TypeWithID & { _status?: string | null; slug?: string | null }

/** After a change: revalidate when a published version changed, or a published one was unpublished. */
export const revalidateAfterChange: CollectionAfterChangeHook<Doc> = async ({
  doc,
  previousDoc,
  collection,
  req,
  context,
}) => {
  const isPublishedNow = doc._status === undefined || doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  if (isPublishedNow || wasPublished) {
    await revalidateSite(req, context, `${collection.slug} ${doc.slug ?? ''}`.trim())
  }
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook<Doc> = async ({
  doc,
  collection,
  req,
  context,
}) => {
  await revalidateSite(req, context, `${collection.slug} ${doc?.slug ?? ''} deleted`.trim())
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req, context }) => {
  await revalidateSite(req, context, `global ${global.slug}`)
  return doc
}

/** The hooks every public collection uses. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
