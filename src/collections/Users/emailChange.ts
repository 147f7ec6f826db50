import type { Field } from 'payload'

import { adminOrSelfField } from '@/access/adminOrSelf'
import { siteOnlyField } from '@/access/roles'
import {
  EMAIL_CHANGE_KIND_LABELS,
  EMAIL_CHANGE_KINDS,
  EMAIL_UNDO_VALID_DAYS,
} from '@/features/staff/emailChange'

/** Nobody writes it through the API, admins included: the site's hooks alone (hooks/emailChange.ts). */
const written = { create: () => false, update: () => false }

/**
 * The fields of an account's e-mail changes (features/staff/emailChange.ts):
 * - `emailChanges`, its history: every change of its address, by the user, an admin, the site or
 *   an undo link, with when and by whom. Read by admins and the user, read-only in the studio.
 * - `emailUndo`, its undo links' state (hashes of the links' tokens, the addresses, expiries):
 *   the site's own, never shown nor read through the API.
 */
export const emailChangeFields: Field[] = [
  {
    name: 'emailChanges',
    label: 'E-mail address changes',
    labels: { singular: 'Change', plural: 'Changes' },
    type: 'array',
    access: { read: adminOrSelfField, ...written },
    admin: {
      readOnly: true,
      initCollapsed: false,
      description: `Every change of this account’s e-mail address. The old address was sent a notice with a link that undoes the change for ${EMAIL_UNDO_VALID_DAYS} days.`,
      condition: (data) => Boolean((data as { emailChanges?: unknown[] }).emailChanges?.length),
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'at',
            label: 'When',
            type: 'date',
            admin: { date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'how',
            type: 'select',
            options: EMAIL_CHANGE_KINDS.map((value) => ({
              value,
              label: EMAIL_CHANGE_KIND_LABELS[value],
            })),
          },
          { name: 'by', type: 'text' },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'from', type: 'text' },
          { name: 'to', type: 'text' },
        ],
      },
    ],
  },
  {
    name: 'emailUndo',
    type: 'json',
    access: siteOnlyField,
    admin: { hidden: true },
  },
]
