import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { DEVICES, EVENT_LABELS, EVENT_NAMES } from '@/features/analytics/events'

/**
 * The site's own analytics, raw: one row per page view or event the beacon sent (identical ones
 * of one batch share a row, `count`). Written only by `POST /api/events` through lib/analytics,
 * whose queue inserts through the database adapter (so give this collection no hooks); kept 90
 * days, then only the daily totals remain (`analytics-daily`). Nothing here identifies a visitor:
 * no address, no user agent, no cookie; `visitor` is a hash that changes every day.
 */
export const AnalyticsEvents: CollectionConfig<'analytics-events'> = {
  slug: 'analytics-events',
  labels: { singular: 'Visitor action', plural: 'Visitor actions' },
  admin: {
    group: 'Insights',
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'referrerHost', 'utmSource', 'device', 'day', 'createdAt'],
    description:
      'What visitors did on the site in the last 90 days, one line for each page view or action. The Analytics page adds them up.',
  },
  access: {
    create: () => false,
    read: isStaff,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'name',
      type: 'select',
      required: true,
      index: true,
      options: EVENT_NAMES.map((value) => ({ label: EVENT_LABELS[value], value })),
    },
    { name: 'path', type: 'text', required: true },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: 'The day on Colorado’s calendar.',
        // "Dec 1, 2026" in the list, as every date of the studio, not "2026-12-01".
        components: { Cell: '@/features/studio/cells#DayTextCell' },
      },
    },
    {
      name: 'visitor',
      type: 'text',
      required: true,
      admin: {
        description:
          'A hash of the day’s random salt, the address and the browser: the same visitor within one day, never across days.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'referrerHost', label: 'Came from', type: 'text' },
        { name: 'utmSource', label: 'UTM source', type: 'text' },
        { name: 'utmMedium', label: 'UTM medium', type: 'text' },
        { name: 'utmCampaign', label: 'UTM campaign', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'device',
          type: 'select',
          options: DEVICES.map((value) => ({
            label: value[0].toUpperCase() + value.slice(1),
            value,
          })),
        },
        {
          name: 'results',
          type: 'number',
          min: 0,
          admin: { description: 'Searches: how many results.' },
        },
        {
          name: 'query',
          type: 'text',
          admin: { description: 'Searches that found nothing: the text.' },
        },
        { name: 'count', type: 'number', required: true, defaultValue: 1, min: 1 },
      ],
    },
  ],
  timestamps: true,
}
