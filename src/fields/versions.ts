import type { CollectionAdminOptions, CollectionConfig } from 'payload'

/**
 * Drafts with autosave and scheduled publishing, for the collections the public reads. Autosave
 * starts with the first change: a new document is stored only once the owner has typed into it
 * (Payload creates it on the first autosave, not when "Create New" opens the form).
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: {
    autosave: { interval: 1500 },
    schedulePublish: true,
  },
  maxPerDoc: 50,
}

/**
 * The edit view's publish controls for those collections: "Publish changes" with a Schedule button
 * beside it that schedules on Colorado's clock (features/publishing).
 */
export const publishControls: NonNullable<CollectionAdminOptions['components']> = {
  edit: { PublishButton: '@/features/publishing/admin/PublishButton#PublishWithSchedule' },
}
