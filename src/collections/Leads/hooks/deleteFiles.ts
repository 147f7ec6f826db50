import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, TaskConfig } from 'payload'

const filesKey = (id: number | string) => `leadFiles:${id}`

/**
 * A lead deleted for good (from the trash) takes the homeowner's photos and videos with it, but
 * only once the delete is done: the files are noted before it (afterwards the database has
 * cleared their link to the lead), and their removal is queued after it, through the delete's own
 * request. A delete that fails queues nothing and loses nothing.
 */
export const noteLeadFiles: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const files = await req.payload.find({
    collection: 'lead-files',
    where: { lead: { equals: id } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  // The request's context: the hooks' own `context` argument is not the same object in both.
  req.context[filesKey(id)] = files.docs.map((file) => file.id)
}

export const removeLeadFilesLater: CollectionAfterDeleteHook = async ({ id, req }) => {
  const files = req.context[filesKey(id)] as (number | string)[] | undefined
  if (!files?.length) return
  await req.payload.jobs.queue({ task: 'removeLeadFiles', input: { files }, req })
}

/** Deletes lead files (their documents and their files on disk) for a deleted lead. */
export const removeLeadFilesTask: TaskConfig<'removeLeadFiles'> = {
  slug: 'removeLeadFiles',
  label: 'Remove a deleted lead’s photos and videos',
  inputSchema: [{ name: 'files', type: 'json', required: true }],
  retries: 5,
  handler: async ({ input, req }) => {
    const files = (input.files as (number | string)[]).filter((id) => id !== null)
    await req.payload.delete({ collection: 'lead-files', where: { id: { in: files } }, req })
    return { output: {} }
  },
}
