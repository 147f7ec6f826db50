import type { CollectionConfig } from 'payload'

/** Drafts with autosave and scheduled publishing, for the collections the public reads. */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: {
    autosave: { interval: 1500 },
    schedulePublish: true,
  },
  maxPerDoc: 50,
}
