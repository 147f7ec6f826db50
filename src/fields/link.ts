import type { Field } from 'payload'

/** A link the owner edits: a label and a site path (`/contact`) or a full address. */
export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true },
      {
        name: 'href',
        type: 'text',
        required: true,
        label: 'Link',
        validate: (value: string | null | undefined) =>
          !value || /^(\/|https?:\/\/|tel:|sms:|mailto:)/.test(value)
            ? true
            : 'Start with / for a page of this site, or with https://',
      },
    ],
  },
]
