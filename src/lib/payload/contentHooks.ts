import { revalidateAfterChange, revalidateAfterDelete } from '@/lib/payload/revalidate'
import { indexAfterChange, indexAfterDelete } from '@/lib/search/sync'

/** The hooks of every public content collection: pages revalidate, the site search follows. */
export const publicContentHooks = {
  afterChange: [revalidateAfterChange, indexAfterChange],
  afterDelete: [revalidateAfterDelete, indexAfterDelete],
}
