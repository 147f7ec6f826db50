import type { Field } from 'payload'

import { siteOnlyField } from '@/access/roles'
import { ALERT_CHOICES, CONSENT_SOURCES } from '@/features/texts/schema'

const siteWritten = { create: () => false, update: () => false }
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * A lead's consent to texts: the number, the words the homeowner ticked and when (the TCPA's
 * record), and where. Written by the site only, when the homeowner ticks "Text me about my visit".
 */
export const textConsentField: Field = {
  name: 'textConsent',
  label: 'Texts',
  type: 'group',
  access: siteWritten,
  admin: {
    readOnly: true,
    description:
      'The homeowner’s consent to texts about their visit: the words they ticked, and when.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', label: 'Mobile number', type: 'text' },
        { name: 'at', label: 'Given', type: 'date', admin: dayAndTime },
        { name: 'source', label: 'Where', type: 'select', options: [...CONSENT_SOURCES] },
      ],
    },
    { name: 'words', label: 'The words they ticked', type: 'textarea' },
  ],
}

/**
 * A staff member's texts, on their account page: the mobile number (set only by confirming it
 * with a code, features/texts/server/mobile.ts), the alerts they want, and whether at night.
 */
export const userTextFields: Field[] = [
  {
    name: 'mobile',
    label: 'Mobile number for text alerts',
    type: 'text',
    access: siteWritten,
    admin: {
      components: { Field: '@/features/texts/admin/MobileNumber#MobileNumber' },
    },
  },
  { name: 'mobileConfirmedAt', type: 'date', access: siteWritten, admin: { hidden: true } },
  {
    name: 'textAlerts',
    label: 'Text me about',
    type: 'select',
    hasMany: true,
    defaultValue: ALERT_CHOICES.map((choice) => choice.value),
    options: ALERT_CHOICES.map((choice) => ({ ...choice })),
    admin: { description: 'Sent to your confirmed mobile number only.' },
  },
  {
    name: 'textAtNight',
    label: 'Also between 8 PM and 8 AM',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Otherwise alerts due at night wait for 8 AM, Colorado time.' },
  },
  {
    // The number being confirmed and its code (a hash), never read or set through the API.
    name: 'mobileCheck',
    type: 'group',
    access: siteOnlyField,
    admin: { hidden: true },
    fields: [
      { name: 'number', type: 'text' },
      { name: 'codeHash', type: 'text' },
      { name: 'expiresAt', type: 'date' },
      { name: 'tries', type: 'number' },
      { name: 'sentAt', type: 'date' },
    ],
  },
]
