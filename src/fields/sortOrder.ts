import type { Field } from 'payload'

/** Where a document stands in lists on the site: lower first. */
export const sortOrder: Field = {
  name: 'sortOrder',
  label: 'Order',
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are listed first.' },
}
