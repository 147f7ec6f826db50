import type { Field, Plugin } from 'payload'

const YES_CELL = '@/features/studio/cells#YesCell'

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
 * The studio in an owner's words, for every collection and global, the plugins' too (it is the
 * config's last plugin): no "API" tab, which shows a developer's JSON and the REST address, and
 * "Yes" for a ticked checkbox in the lists, where Payload writes `true` and `false`.
 */
export const studioWords: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    admin: { ...collection.admin, hideAPIURL: true },
    fields: withYesCells(collection.fields),
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    admin: { ...global.admin, hideAPIURL: true },
  })),
})
