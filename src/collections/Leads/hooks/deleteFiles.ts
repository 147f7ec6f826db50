import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted lead takes the homeowner's photos and videos with it, files on disk included. Before
 * the delete: afterwards the database has already cleared the files' link to the lead.
 */
export const deleteLeadFiles: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'lead-files',
    where: { lead: { equals: id } },
    req,
  })
}
