import type { Block, Field } from 'payload'
import { validations } from 'payload/shared'

/**
 * Mend: a drafted collection's checks are skipped while the document is a draft, but its title's.
 *
 * What it mends: Payload's drafts are either checked in full (`versions.drafts.validate: true`) or
 * not at all, and with autosave on and drafts not checked, Payload's create view stores an empty,
 * numbered draft the moment it opens (and leaves it behind when the owner goes back). So drafts
 * are checked (fields/versions.ts `draftVersions`), and each field's check, Payload's own for its
 * type when it has none, is wrapped to pass while the document is a draft: a draft needs only its
 * title (what names it in the lists); every other check (required fields, the rich text's links,
 * ...) applies when the document is published. The form shows the same.
 *
 * Upstream: none found. Payload's create view makes the document when autosave is on and drafts
 * are not checked (`@payloadcms/next` views/Document: `shouldAutosave && !validateDraftData`);
 * there is no setting for "check a draft's title only".
 *
 * What it reads of Payload's: `validations` (`payload/shared`, Payload's check for each field
 * type), by the field's type.
 *
 * Canaries: tests/unit/mends.test.ts fails when Payload's create view no longer stores a document
 * as it opens with drafts unchecked (then this can go), or when `validations` lacks the check of a
 * field type the drafted collections use.
 *
 * To remove it: set `validate: false` in fields/versions.ts `draftVersions` (or keep it, if the
 * drafts should be checked in full), let the collections list their fields without
 * `draftFields(...)`, and delete this file and the re-export in fields/versions.ts.
 */

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
