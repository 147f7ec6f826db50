import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/payload/revalidate'
import { indexAfterChange, indexAfterDelete } from '@/features/search/server/sync'
import { contentRedirectHooks } from '@/features/redirects/server/hooks'
import { queueGoLive } from '@/features/publishing/server/goLive'

/**
 * The hooks of every public content collection with an address of its own (pages, posts,
 * projects, services, counties, cities): pages revalidate, the site search follows, a document
 * published with a date ahead goes live at its time, and a published document renamed,
 * unpublished or deleted leaves a redirect at its old address.
 */
export const publicContentHooks = {
  beforeChange: contentRedirectHooks.beforeChange,
  afterChange: [
    revalidateAfterChange,
    indexAfterChange,
    queueGoLive,
    ...contentRedirectHooks.afterChange,
  ],
  beforeDelete: contentRedirectHooks.beforeDelete,
  afterDelete: [revalidateAfterDelete, indexAfterDelete, ...contentRedirectHooks.afterDelete],
}
