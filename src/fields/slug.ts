import { slugField, type Field } from 'payload'

/**
 * The address of a public document: its slug (generated from the title, editable, unique), and
 * below it the old addresses that now forward to it, which a rename makes by itself
 * (features/redirects/admin/ForwardingNotice.tsx).
 */
export const slug = (useAsSlug = 'title'): Field[] => [
  slugField({ useAsSlug, position: 'sidebar' }),
  {
    name: 'forwarding',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/features/redirects/admin/ForwardingNotice#ForwardingNotice' },
    },
  },
]
