import { revalidatePath, revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  TypeWithID,
} from 'payload'

import {
  noteChange,
  noteChangeForEveryProcess,
  SITE_CHANGE,
  type ChangeListener,
} from '@/lib/revalidation/changeLog'
import { revalidateOwnServer } from '@/lib/revalidation/ownServer'
import { notePublicContentChanged } from '@/lib/revalidation/signal'
import { changedTags, CONTENT_TAG, REDIRECTS_TAG } from '@/lib/revalidation/tags'
import { isPublicCollection, type PublicCollection } from '@/utilities/publicContent'

/**
 * How the public pages follow a change. Each page is rendered on its first request and kept in
 * Next.js's page cache, carrying the cache tags of the content it read (lib/revalidation/tags.ts,
 * lib/revalidation/cache.ts). A change revalidates the tags of what changed, so only the pages
 * that show it render again, on their next request:
 *
 * - a public document (publicContentChanged): its page, at its slug and at the one it had, and
 *   every list of its collection (its listing, the home page's sections, the pages of the
 *   documents that draw it). The sitemap and the search page are rendered per request, and the
 *   search index follows the change log (features/search/server/sync.ts);
 * - a global (header, footer, site settings, home page) or a picture (siteChanged): every page,
 *   since every page draws the header, the footer and the settings, and pictures are everywhere;
 * - a redirect (redirectsChanged): the redirects' table the proxy answers from.
 *
 * Three things more than the tags:
 * - Several server processes may serve one database, each with its own page cache: the change
 *   is noted in the change log (lib/revalidation/changeLog.ts) with its tags, and every other
 *   process, which polls the log each second, revalidates them in its own (ownServer.ts).
 * - Payload runs a save's hooks before it commits the save. A page rendered in that moment reads
 *   the old content and would be kept, so the tags are revalidated once more when the request
 *   that saved has answered, its save committed (Next.js's `after`). Nothing in Payload's
 *   generated routes is changed for it.
 * - The proxy keeps its own copy of the redirects' table and reads it again when told
 *   (signal.ts).
 *
 * Skipped when the seed asks (`context.disableRevalidate`) and outside a Next.js server (seed
 * script, tests), where there is no cache to revalidate.
 */

/** Revalidates `tags` in this process (none: the whole public site), and tells the proxy. */
export function revalidateThisProcess(tags: readonly string[]): void {
  if (tags.length) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } else {
    revalidatePath('/', 'layout')
    revalidateTag(CONTENT_TAG, { expire: 0 })
  }
  notePublicContentChanged()
}

/**
 * Runs `task` once the current request has answered; false outside a request (a job, a timer),
 * where Next.js's `after` throws.
 */
function afterTheAnswer(task: () => void): boolean {
  try {
    after(task)
    return true
  } catch {
    return false
  }
}

async function revalidate(req: PayloadRequest, tags: string[], reason: string): Promise<void> {
  if (req.context.disableRevalidate || !process.env.NEXT_RUNTIME) return
  req.payload.logger.info(
    `Revalidating ${tags.length ? tags.join(' ') : 'the public site'}: ${reason}`,
  )
  if (afterTheAnswer(() => revalidateThisProcess(tags))) {
    revalidateThisProcess(tags)
    await noteChange(req, SITE_CHANGE, reason, tags)
  } else {
    // No request to revalidate in: this process hears of it through the change log, as the
    // others do, once the change is committed (the row is written in its transaction).
    await noteChangeForEveryProcess(req.payload, SITE_CHANGE, reason, tags, req)
  }
}

type Slugged = { id?: number | string; slug?: string | null }

/** A public document changed: the pages that show it are revalidated (see above). */
export async function publicContentChanged(
  req: PayloadRequest,
  collection: PublicCollection,
  doc: Slugged,
  previousDoc?: Slugged | null,
): Promise<void> {
  const reason = `${collection} ${doc.slug ?? doc.id ?? ''}`.trim()
  await revalidate(req, changedTags(collection, doc, previousDoc), reason)
}

/** Something every page may draw changed (a global, a picture): every page is revalidated. */
export async function siteChanged(req: PayloadRequest, reason: string): Promise<void> {
  await revalidate(req, [], reason)
}

/** A redirect changed: the table the proxy answers from is read again. */
export async function redirectsChanged(req: PayloadRequest, reason: string): Promise<void> {
  await revalidate(req, [REDIRECTS_TAG], reason)
}

/**
 * A scheduled document's moment has come (features/publishing/server/goLive.ts): nothing changed
 * in the database, and no request is there to revalidate in, so every process, this one too, is
 * told through the change log.
 */
export async function publicContentWentLive(
  payload: Payload,
  collection: string,
  id: string,
): Promise<void> {
  if (!isPublicCollection(collection)) return
  const doc = (await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Slugged | null
  const tags = changedTags(collection, doc)
  await noteChangeForEveryProcess(payload, SITE_CHANGE, `${collection} ${id} is live`, tags)
}

/**
 * The change log's listener (payload.config.ts `onInit`): the public pages changed through another
 * process (or a job), so this one's page caches are stale too, for the changes' tags. A change
 * made here in a request (with its request) was revalidated already.
 */
export const revalidateOnOtherProcessChange: ChangeListener = (payload, changes, req) => {
  const site = changes.filter((change) => change.target === SITE_CHANGE)
  if (req || !site.length) return
  const everything = site.some((change) => !change.tags.length)
  revalidateOwnServer(payload, everything ? [] : [...new Set(site.flatMap((c) => c.tags))])
}

type Doc = TypeWithID & { _status?: string | null; slug?: string | null }

/** After a change: revalidate when a published version changed, or a published one was unpublished. */
export const revalidateAfterChange: CollectionAfterChangeHook<Doc> = async ({
  doc,
  previousDoc,
  collection,
  req,
}) => {
  const isPublishedNow = doc._status === undefined || doc._status === 'published'
  const wasPublished = previousDoc?._status === 'published'
  if ((isPublishedNow || wasPublished) && isPublicCollection(collection.slug)) {
    await publicContentChanged(req, collection.slug, doc, previousDoc)
  }
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook<Doc> = async ({
  doc,
  collection,
  req,
}) => {
  if (isPublicCollection(collection.slug)) {
    await publicContentChanged(req, collection.slug, doc)
  }
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await siteChanged(req, `global ${global.slug}`)
  return doc
}

/** The hooks of what every page may draw (the media library). */
export const revalidateSiteHooks = {
  afterChange: [
    (async ({ doc, collection, req }) => {
      await siteChanged(req, `${collection.slug} ${doc.id}`)
      return doc
    }) satisfies CollectionAfterChangeHook,
  ],
  afterDelete: [
    (async ({ doc, collection, req }) => {
      await siteChanged(req, `${collection.slug} ${doc?.id ?? ''} deleted`)
      return doc
    }) satisfies CollectionAfterDeleteHook,
  ],
}
