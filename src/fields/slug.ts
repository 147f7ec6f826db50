import { slugField, type Field } from 'payload'

/**
 * The address of a public document: its slug (generated from the title, editable, unique), named
 * "Web address" (its buttons, Payload's Unlock, Generate and Lock, are "Change", "Suggest one"
 * and "Done": payload.config.ts `i18n`), and below it the old addresses that now forward to it,
 * which a rename makes by itself (features/redirects/admin/ForwardingNotice.tsx).
 */
export const slug = (useAsSlug = 'title'): Field[] => [
  slugField({
    useAsSlug,
    position: 'sidebar',
    overrides: (row) => ({
      ...row,
      fields: row.fields.map((field) =>
        field.type === 'text' && field.name === 'slug' ? { ...field, label: 'Web address' } : field,
      ),
    }),
  }),
  {
    name: 'forwarding',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/features/redirects/admin/ForwardingNotice#ForwardingNotice' },
    },
  },
]
