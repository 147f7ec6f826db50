import type { Field } from 'payload'

/**
 * The date shown on the site; set to the first publish time when left empty. Entered on
 * Colorado's clock (the config's `admin.timezones`); in the list, "Scheduled for Dec 1, 9:00 AM
 * MST" while a scheduled publish waits (features/publishing).
 */
export const publishedAt: Field = {
  name: 'publishedAt',
  // Payload's would be the name's words, "Published At".
  label: 'Publish date',
  type: 'date',
  index: true,
  timezone: true,
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    components: { Cell: '@/features/publishing/admin/PublishedAtCell#PublishedAtCell' },
  },
  hooks: {
    beforeChange: [
      ({ siblingData, value }) => {
        if (siblingData._status === 'published' && !value) return new Date().toISOString()
        return value
      },
    ],
  },
}
