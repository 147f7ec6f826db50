import type { GlobalConfig } from 'payload'

import { anyone, hiddenUnlessEditor, isAdminField, isEditor } from '@/access/roles'
import {
  DEFAULT_BACKUP_KEEP,
  DEFAULT_BACKUP_TIME,
  isBackupTime,
  MAX_BACKUP_KEEP,
} from '@/features/backup/settings'
import { requireTwoStepField } from '@/globals/SiteSettings/twoStep'
import { revalidateGlobal } from '@/lib/revalidation'
import { timeField } from '@/fields/time'
import { hoursLine, type OpeningHours, WEEK_DAYS } from '@/utilities/hours'

export const SOCIAL_NETWORKS = [
  'facebook',
  'linkedin',
  'pinterest',
  'youtube',
  'houzz',
  'nextdoor',
  'gallery',
] as const

/** The networks as their names are written, as the studio's picker offers them. */
const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  houzz: 'Houzz',
  nextdoor: 'Nextdoor',
  gallery: 'Photo gallery',
}

/** The business profile: every fact about the business the site shows or tells search engines. */
export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: 'Business profile',
  admin: { group: 'Settings', hidden: hiddenUnlessEditor },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Business',
          fields: [
            { name: 'businessName', type: 'text', required: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'phone',
                  type: 'text',
                  required: true,
                  admin: { description: 'As shown, e.g. (719) 555-0142.' },
                },
                { name: 'email', type: 'email', required: true },
                {
                  name: 'notificationEmail',
                  label: 'Lead notifications to',
                  type: 'email',
                  // Where every lead's name, phone and e-mail go (and the reminders, the digest
                  // and a failed backup's alert): an admin's decision, and not a fact for the
                  // public API (the site's own code reads it with full access). Required: with
                  // none, the notices would have to go to the public e-mail, which editors set.
                  required: true,
                  access: { read: isAdminField, update: isAdminField },
                  admin: {
                    description:
                      'Where new leads, reminders and backup alerts are sent (admins only).',
                  },
                },
              ],
            },
            {
              name: 'address',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'streetAddress',
                      label: 'Street or PO Box',
                      type: 'text',
                      required: true,
                    },
                    { name: 'locality', label: 'Town', type: 'text', required: true },
                    { name: 'region', label: 'State', type: 'text', required: true },
                    { name: 'postalCode', label: 'ZIP', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              name: 'geo',
              label: 'Map position',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
                    { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
                  ],
                },
              ],
            },
            { name: 'priceRange', type: 'text', defaultValue: '$$$' },
            {
              // The smallest job the business takes, the owner's choice (none in the seed): the
              // estimate form and the assistant keep spec section 9's figure for a smaller job
              // and say plainly that the minimum applies (features/estimate/pricing).
              name: 'minimumJob',
              label: 'Smallest job',
              type: 'group',
              admin: {
                description:
                  'Off when empty. When set, an estimate for a smaller job still shows the price table’s figure and says that this minimum applies.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'charge',
                      label: 'Minimum charge ($)',
                      type: 'number',
                      min: 0,
                      max: 1_000_000,
                    },
                    {
                      name: 'squareFeet',
                      label: 'Minimum size (sq ft)',
                      type: 'number',
                      min: 0,
                      max: 100_000,
                    },
                  ],
                },
              ],
            },
            {
              name: 'taglines',
              type: 'array',
              fields: [{ name: 'text', type: 'text', required: true }],
            },
            {
              name: 'claims',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'years', label: 'Years in business', type: 'text', required: true },
                    { name: 'projects', label: 'Projects completed', type: 'text', required: true },
                  ],
                },
              ],
            },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              // Offered to a homeowner after they send a review (features/reviews).
              name: 'googleReviewUrl',
              label: 'Google review link',
              type: 'text',
              validate: (value: string | null | undefined) =>
                !value ||
                /^https:\/\/([a-z0-9-]+\.)*(google\.[a-z.]+|g\.page)\//i.test(value) ||
                'Paste the https:// link Google gives for reviews (g.page/r/… or a google.com address).',
              admin: {
                description:
                  'Optional: offered to homeowners after they send a review on the site. From your Google Business Profile: "Ask for reviews".',
              },
            },
          ],
        },
        {
          label: 'Hours',
          description:
            'Enter the hours once: the footer, the contact page, the e-mails and search engines ' +
            'all take them from here.',
          fields: [
            {
              name: 'openingHours',
              label: 'Opening hours',
              type: 'array',
              labels: { singular: 'Days and hours', plural: 'Days and hours' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'days',
                      type: 'select',
                      hasMany: true,
                      required: true,
                      options: [...WEEK_DAYS],
                    },
                    timeField('opens', 'Opens'),
                    timeField('closes', 'Closes', 'opens'),
                  ],
                },
              ],
            },
            {
              name: 'morningDigest',
              label: 'Send a morning digest',
              type: 'checkbox',
              defaultValue: false,
              // Goes to the "Lead notifications to" address: an admin's decision.
              access: { read: isAdminField, update: isAdminField },
              admin: {
                description:
                  'Each day the business opens, at opening time: overdue leads, leads due today, ' +
                  'yesterday’s leads and visitors, to the lead notifications address.',
              },
            },
            {
              // The last Colorado day a digest was queued for: written by the site alone.
              name: 'digestQueuedFor',
              type: 'text',
              access: { read: isAdminField, create: () => false, update: () => false },
              admin: { hidden: true },
            },
            {
              name: 'hoursNote',
              label: 'Also shown after the hours',
              type: 'text',
              admin: { description: 'Optional, e.g. “Sat by appointment”.' },
            },
            {
              // Derived, never stored: the line the footer and the contact page show.
              name: 'hoursText',
              label: 'Shown on the site as',
              type: 'text',
              virtual: true,
              admin: { readOnly: true, description: 'Made from the hours above when saved.' },
              hooks: {
                afterRead: [
                  ({ siblingData }) =>
                    hoursLine(
                      siblingData?.openingHours as OpeningHours[] | undefined,
                      siblingData?.hoursNote as string | undefined,
                    ),
                ],
              },
            },
          ],
        },
        {
          label: 'Areas and social',
          fields: [
            {
              name: 'areasServed',
              label: 'Areas named to search engines',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            {
              name: 'social',
              label: 'Social links',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      required: true,
                      options: SOCIAL_NETWORKS.map((value) => ({
                        label: NETWORK_LABELS[value],
                        value,
                      })),
                    },
                    { name: 'label', type: 'text', required: true },
                    { name: 'url', label: 'Address', type: 'text', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Search engines',
          fields: [
            {
              name: 'seo',
              type: 'group',
              fields: [
                {
                  name: 'titleSuffix',
                  type: 'text',
                  admin: { description: 'Added after each page title, e.g. " | High Country".' },
                },
                { name: 'defaultDescription', type: 'textarea', required: true },
                {
                  name: 'keywords',
                  type: 'array',
                  fields: [{ name: 'keyword', type: 'text', required: true }],
                },
                {
                  name: 'shareImage',
                  label: 'Default share image (1200 × 630)',
                  type: 'upload',
                  relationTo: 'media',
                },
              ],
            },
          ],
        },
        {
          label: 'Backups',
          description:
            'The site backs up its content, pictures and homeowners’ files every night. The ' +
            'dashboard shows the last good backup.',
          fields: [
            {
              name: 'backups',
              type: 'group',
              // The site's own code reads it with full access (features/backup/job.ts); nobody else
              // needs to, and only an admin decides it.
              access: { read: isAdminField, update: isAdminField },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'time',
                      label: 'Time of day (Colorado)',
                      type: 'text',
                      defaultValue: DEFAULT_BACKUP_TIME,
                      admin: {
                        description:
                          '24-hour time, e.g. 03:00, best when the site is quiet. If whoever ' +
                          'runs your server has set a time there, theirs is used.',
                      },
                      validate: (value: string | null | undefined) =>
                        !value || isBackupTime(value) || 'Use HH:MM, e.g. 03:00',
                    },
                    {
                      name: 'keep',
                      label: 'Copies to keep',
                      type: 'number',
                      defaultValue: DEFAULT_BACKUP_KEEP,
                      min: 1,
                      max: MAX_BACKUP_KEEP,
                      admin: {
                        step: 1,
                        description:
                          'The newest this many are kept, older ones deleted. If whoever runs ' +
                          'your server has set a number there, theirs is used.',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // Admins only (the field's access): whether every admin signs in with two steps.
          label: 'Sign-in',
          fields: [requireTwoStepField],
        },
      ],
    },
  ],
}
