import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/payload/revalidate'
import { indexAfterChange, indexAfterDelete } from '@/features/search/server/sync'

/** The hooks of every public content collection: pages revalidate, the site search follows. */
export const publicContentHooks = {
  afterChange: [revalidateAfterChange, indexAfterChange],
  afterDelete: [revalidateAfterDelete, indexAfterDelete],
}
