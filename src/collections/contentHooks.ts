import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/revalidation'
import { indexAfterChange, indexAfterDelete } from '@/features/search/server/sync'
import { contentRedirectHooks } from '@/features/redirects/server/hooks'
import { queueGoLive } from '@/features/publishing/server/goLive'

/**
 * The hooks of every collection of the public content (utilities/publicContent.ts), each doing
 * what the collection's entry there asks: the pages that show the document revalidate, the site
 * search follows a searchable one, a document published with a date ahead goes live at its time,
 * and a redirectable one renamed, unpublished or deleted leaves a redirect at its old address.
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
