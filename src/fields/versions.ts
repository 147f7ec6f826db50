import type { CollectionAdminOptions, CollectionConfig, Field } from 'payload'

/**
 * Drafts with autosave and scheduled publishing, for the collections the public reads.
 *
 * `validate: true` is what keeps "Create New" from storing anything: with autosave on and drafts
 * not validated, Payload's create view saves an empty, numbered draft the moment it opens (and
 * leaves it behind when the owner goes back). With drafts validated, the new form stores nothing
 * until the owner presses "Save draft" or "Publish"; from then on autosave keeps the draft (and
 * live preview) up to date. A draft still needs only its title: see `draftFields`
 * (mends/draftValidation.ts).
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: {
    autosave: { interval: 1500 },
    schedulePublish: true,
    validate: true,
  },
  maxPerDoc: 50,
}

// A drafted collection's fields, checked in full only when published (a mend of Payload's drafts).
export { draftFields } from '@/mends/draftValidation'

/**
 * The list's Status column of the collections with a publish date: "Scheduled" for a document
 * published with a date ahead. Payload adds `_status` itself and merges a field of that name into
 * its own; a merged field's `options` replace Payload's, so they are Payload's two again.
 */
export const scheduledStatus: Field = {
  name: '_status',
  // Its column's header (Payload's would be the field's name, "_status").
  label: 'Status',
  type: 'select',
  options: [
    { label: 'Draft', value: 'draft' },
    { label: 'Published', value: 'published' },
  ],
  admin: { components: { Cell: '@/features/publishing/admin/StatusCell#StatusCell' } },
}

/**
 * The edit view's publish controls for those collections: "Publish" ("Publish changes" once a
 * version is published) with a Schedule button beside it that schedules on Colorado's clock
 * (features/publishing), on a new document the
 * question before leaving it unsaved, and no press on Publish lost to an autosave.
 */
export const publishControls: NonNullable<CollectionAdminOptions['components']> = {
  edit: {
    PublishButton: '@/features/publishing/admin/PublishButton#PublishWithSchedule',
    beforeDocumentControls: [
      // A new document, not yet autosaved: "Leave without saving?" before what was typed is lost.
      '@/features/publishing/admin/NewDraftGuard#NewDraftGuard',
      // "Status: Scheduled for …" while a published document's date is ahead.
      '@/features/publishing/admin/Status#ScheduledStatus',
      // Publish or Save draft pressed while an autosave runs: carried out when it ends.
      '@/features/publishing/admin/PressDuringAutosave#PressDuringAutosave',
    ],
  },
}
