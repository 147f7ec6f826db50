import type { GlobalConfig } from 'payload'

import { anyone, hiddenUnlessEditor, isEditor } from '@/access/roles'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/lib/revalidation'

export const Header: GlobalConfig<'header'> = {
  slug: 'header',
  label: 'Header navigation',
  admin: { group: 'Settings', hidden: hiddenUnlessEditor },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'desktopLinks',
      label: 'Links on large screens',
      type: 'array',
      maxRows: 6,
      fields: linkFields,
    },
    {
      name: 'menuLinks',
      label: 'Menu drawer links',
      type: 'array',
      maxRows: 12,
      fields: [
        ...linkFields,
        {
          type: 'row',
          fields: [
            { name: 'description', type: 'text' },
            { name: 'badge', type: 'text', admin: { description: 'e.g. New, Popular' } },
          ],
        },
      ],
    },
    {
      name: 'quickLinks',
      label: 'Quick-access city links',
      type: 'array',
      maxRows: 4,
      fields: [...linkFields, { name: 'description', type: 'text' }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'quoteLabel',
          label: 'Quote button’s words',
          type: 'text',
          defaultValue: 'Get Quote',
        },
        { name: 'quoteHref', label: 'Quote button’s link', type: 'text', defaultValue: '/contact' },
      ],
    },
  ],
}
