import type { Block, CollectionAdminOptions, CollectionConfig, Field } from 'payload'
import { validations } from 'payload/shared'

/**
 * Drafts with autosave and scheduled publishing, for the collections the public reads.
 *
 * `validate: true` is what keeps "Create New" from storing anything: with autosave on and drafts
 * not validated, Payload's create view saves an empty, numbered draft the moment it opens (and
 * leaves it behind when the owner goes back). With drafts validated, the new form stores nothing
 * until the owner presses "Save draft" or "Publish"; from then on autosave keeps the draft (and
 * live preview) up to date. A draft still needs only its title: see `draftFields`.
 */
export const draftVersions: CollectionConfig['versions'] = {
  drafts: {
    autosave: { interval: 1500 },
    schedulePublish: true,
    validate: true,
  },
  maxPerDoc: 50,
}

/** Whether the document as it will be stored is a draft (Payload sets `_status` before validating). */
const isDraft = (data: unknown) => (data as { _status?: unknown } | null)?._status === 'draft'

type Check = (value: unknown, options: { data?: unknown }) => Promise<string | true> | string | true

/** A field's own check, or Payload's for its type, skipped while the document is a draft. */
function skippedOnDrafts(field: { type: string; validate?: unknown }): Check {
  const check = (field.validate ??
    (validations as unknown as Record<string, unknown>)[field.type]) as Check | undefined
  return (value, options) => {
    if (isDraft(options.data) || !check) return true
    return check(value, options)
  }
}

function lenient(fields: Field[], topLevel: boolean, keep: string[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({
            ...tab,
            fields: lenient(tab.fields, topLevel && !('name' in tab && tab.name), keep),
          })),
        }
      case 'row':
      case 'collapsible':
        return { ...field, fields: lenient(field.fields, topLevel, keep) }
      case 'ui':
        return field
      case 'group':
        if (!('name' in field) || !field.name) {
          return { ...field, fields: lenient(field.fields, topLevel, keep) }
        }
        return {
          ...field,
          fields: lenient(field.fields, false, keep),
          validate: skippedOnDrafts(field),
        }
      case 'array':
        return {
          ...field,
          fields: lenient(field.fields, false, keep),
          validate: skippedOnDrafts(field),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block): Block => ({
            ...block,
            fields: lenient(block.fields, false, keep),
          })),
          validate: skippedOnDrafts(field),
        }
      default:
        if (topLevel && keep.includes(field.name)) return field
        return { ...field, validate: skippedOnDrafts(field) } as Field
    }
  })
}

/**
 * A drafted collection's fields as Payload checks them: a draft needs only its title (what names
 * it in the lists); every other check (required fields, the rich text's links, ...) applies when
 * the document is published, as it did before drafts were validated. The form shows the same.
 */
export const draftFields = (fields: Field[], keep: string[] = ['title']): Field[] =>
  lenient(fields, true, keep)

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
