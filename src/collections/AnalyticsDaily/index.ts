import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'

/**
 * The analytics of each finished day, added up by the daily job (features/analytics/server/rollup): visitors
 * and page views, and in `totals` the tallies by event, page, referrer, UTM source, medium and
 * campaign, device, and the searches that found nothing. The dashboard reads these for every day
 * but today, so a year costs 365 small rows; raw events go after 90 days, these stay.
 */
export const AnalyticsDaily: CollectionConfig<'analytics-daily'> = {
  slug: 'analytics-daily',
  labels: { singular: 'Day of visitors', plural: 'Visitors by day' },
  admin: {
    group: 'Insights',
    useAsTitle: 'day',
    defaultColumns: ['day', 'visitors', 'pageviews', 'updatedAt'],
    description: 'Each day’s visitors and page views, added up. The Analytics page draws them.',
  },
  access: {
    create: () => false,
    read: isStaff,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-day',
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: 'The day on Colorado’s calendar.',
        // "Dec 1, 2026" in the list, as every date of the studio, not "2026-12-01".
        components: { Cell: '@/features/studio/cells#DayTextCell' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'visitors', type: 'number', required: true, defaultValue: 0, min: 0 },
        {
          name: 'pageviews',
          label: 'Page views',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
        },
      ],
    },
    {
      name: 'totals',
      type: 'json',
      required: true,
      admin: {
        description:
          'Events and distinct visitors by event, page, referrer, UTM, device; searches with no results.',
      },
    },
  ],
  timestamps: true,
}
