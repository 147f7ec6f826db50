import type { Field, Plugin } from 'payload'

const YES_CELL = '@/features/studio/cells#YesCell'
const LIST_STARTING = '@/features/studio/ListStarting#ListStarting'

/** Every checkbox, in rows, collapsibles and tabs too, with the "Yes" cell unless it has its own. */
function withYesCells(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'checkbox') {
      return field.admin?.components?.Cell
        ? field
        : {
            ...field,
            admin: { ...field.admin, components: { ...field.admin?.components, Cell: YES_CELL } },
          }
    }
    if (field.type === 'row' || field.type === 'collapsible') {
      return { ...field, fields: withYesCells(field.fields) }
    }
    if (field.type === 'tabs') {
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withYesCells(tab.fields) })),
      }
    }
    return field
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
    admin: { components: { Cell: '@/features/studio/cells#FileSizeCell' } },
  },
]

/**
 * The studio in an owner's words, for every collection and global, the plugins' too (it is the
 * config's last plugin): no "API" tab, which shows a developer's JSON and the REST address,
 * "Yes" for a ticked checkbox in the lists, where Payload writes `true` and `false`, and an upload's
 * kind and size in words; and no list that drops a press while it starts (ListStarting).
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
      },
    },
    fields: withYesCells([...collection.fields, ...(collection.upload ? UPLOAD_FIELDS : [])]),
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    admin: { ...global.admin, hideAPIURL: true },
  })),
})
