import type { CollectionConfig, DateField, Field, Plugin, UploadField } from 'payload'

import { STUDIO_DATE_FORMAT, STUDIO_DAY_FORMAT } from '@/lib/time/colorado'

const CELLS = '@/features/studio/cells'
const FILES = '@/features/studio/files'
const LIST_STARTING = '@/features/studio/ListStarting#ListStarting'

/** A field with the list cell `cell` unless it has its own. */
function withCell<F extends Field>(field: F, cell: string): F {
  const admin = (field as { admin?: { components?: { Cell?: unknown } } }).admin
  if (admin?.components?.Cell) return field
  return { ...field, admin: { ...admin, components: { ...admin?.components, Cell: cell } } }
}

/**
 * A date field in the studio's one style of dates: its list cell on Colorado's clock, the zone
 * named ("Dec 1, 2026, 7:32 PM MST"), or the day alone for a day picked without its time ("Dec 1,
 * 2026"); its picker in the same words (lib/time/colorado), where Payload would write
 * "December 1st 2026, 7:28 PM" in the list and "12/01/2026" in the picker.
 */
function inStudioWords(field: DateField): DateField {
  const appearance = field.admin?.date?.pickerAppearance
  if (appearance === 'timeOnly' || appearance === 'monthOnly') return field
  const withTime = appearance === 'dayAndTime'
  const date = {
    ...field.admin?.date,
    displayFormat:
      field.admin?.date?.displayFormat ?? (withTime ? STUDIO_DATE_FORMAT : STUDIO_DAY_FORMAT),
  }
  return withCell(
    { ...field, admin: { ...field.admin, date } } as DateField,
    `${CELLS}#${withTime ? 'WhenCell' : 'DayCell'}`,
  )
}

/** A field holding one file: the file in words once chosen (files/UploadField), unless it has its own. */
function withFileWords(field: UploadField): UploadField {
  if (field.admin?.components?.Field) return field
  return {
    ...field,
    admin: {
      ...field.admin,
      components: { ...field.admin?.components, Field: `${FILES}/UploadField#FileField` },
    },
  } as UploadField
}

/**
 * Every field, in rows, collapsibles, tabs, groups, arrays and blocks too, in the owner's words
 * unless it has its own cell: "Yes" for a ticked checkbox, where Payload writes `true` and
 * `false`; a phone as "(719) 555-0142" however it was typed; dates as above; a chosen file in
 * words (above).
 */
function inOwnersWords(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'checkbox':
        return withCell(field, `${CELLS}#YesCell`)
      case 'text':
        return field.name === 'phone' ? withCell(field, `${CELLS}#PhoneCell`) : field
      case 'date':
        return inStudioWords(field)
      case 'upload':
        return field.hasMany || Array.isArray(field.relationTo) ? field : withFileWords(field)
      case 'row':
      case 'collapsible':
      case 'group':
      case 'array':
        return { ...field, fields: inOwnersWords(field.fields) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: inOwnersWords(tab.fields) })),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block) => ({ ...block, fields: inOwnersWords(block.fields) })),
        }
      default:
        return field
    }
  })
}

/**
 * Payload's own fields of an upload collection, named in words: its labels are "MIME Type" and
 * "File Size", in bytes. Payload merges a field of the same name into its own.
 */
const UPLOAD_FIELDS: Field[] = [
  { name: 'mimeType', type: 'text', label: 'Kind of file' },
  {
    name: 'filesize',
    type: 'number',
    label: 'Size',
    admin: { components: { Cell: `${CELLS}#FileSizeCell` } },
  },
]

/**
 * The timestamps Payload adds to a collection (`updatedAt`, `createdAt`) as Payload adds them
 * (payload/collections/config/sanitize: it adds neither when the collection has it), but shown
 * with the time of day, so in the studio's words like every other time; the same columns.
 */
function timestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return []
  const has = (name: string) =>
    collection.fields.some((field) => 'name' in field && field.name === name)
  const stamp = (name: 'updatedAt' | 'createdAt'): Field => ({
    name,
    type: 'date',
    index: true,
    label: ({ t }) => t(`general:${name}`),
    admin: { disableBulkEdit: true, hidden: true, date: { pickerAppearance: 'dayAndTime' } },
  })
  return (['updatedAt', 'createdAt'] as const).filter((name) => !has(name)).map(stamp)
}

/**
 * The studio in an owner's words, for every collection and global, the plugins' too (it is the
 * config's last plugin): no "API" tab, which shows a developer's JSON and the REST address, list
 * cells and pickers in words (above), an upload's kind and size in words, in its list and on its
 * page; and no list that drops a press while it starts (ListStarting).
 */
export const studioWords: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    admin: {
      ...collection.admin,
      hideAPIURL: true,
      components: {
        ...collection.admin?.components,
        beforeList: [...(collection.admin?.components?.beforeList ?? []), LIST_STARTING],
        // A stored file in words (files/FileSection).
        edit: {
          ...(collection.upload ? { Upload: `${FILES}/FileSection#FileSection` } : {}),
          ...collection.admin?.components?.edit,
        },
      },
    },
    fields: inOwnersWords([
      ...collection.fields,
      ...(collection.upload ? UPLOAD_FIELDS : []),
      ...timestamps(collection),
    ]),
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    admin: { ...global.admin, hideAPIURL: true },
    fields: inOwnersWords(global.fields),
  })),
})
