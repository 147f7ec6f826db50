import type { GlobalConfig } from 'payload'

import { anyone, hiddenUnlessEditor, isEditor } from '@/access/roles'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/lib/revalidation'

export const Footer: GlobalConfig<'footer'> = {
  slug: 'footer',
  label: 'Footer navigation',
  admin: { group: 'Settings', hidden: hiddenUnlessEditor },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'groups',
      label: 'Link groups',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields },
      ],
    },
    {
      name: 'teaser',
      label: 'Services teaser cards',
      type: 'array',
      maxRows: 3,
      fields: [
        ...linkFields,
        { name: 'description', type: 'text' },
        { name: 'price', type: 'text', defaultValue: 'Contact for quote' },
      ],
    },
  ],
}
