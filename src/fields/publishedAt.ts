import type { Field } from 'payload'

/** The date shown on the site; set to the first publish time when left empty. */
export const publishedAt: Field = {
  name: 'publishedAt',
  type: 'date',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    beforeChange: [
      ({ siblingData, value }) => {
        if (siblingData._status === 'published' && !value) return new Date().toISOString()
        return value
      },
    ],
  },
}
