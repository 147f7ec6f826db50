import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access/roles'
import { deleteLeadFiles } from '@/collections/Leads/hooks/deleteFiles'
import { WORK_TYPES } from '@/lib/ai/extract'
import { PRICING, SERVICE_TYPES } from '@/lib/pricing'

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export const LEAD_SOURCES = ['calculator', 'chat', 'contact', 'phone'] as const

/** The two e-mails a request sends: the estimate to the homeowner, the notice to the business. */
export const EMAIL_KINDS = ['notification', 'estimate'] as const
export const EMAIL_STATES = ['queued', 'sent', 'retrying', 'failed'] as const

const options = (values: readonly string[]) =>
  values.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value }))

/**
 * Homeowners' requests. Visitors never create a lead through the generic API: the site's own
 * endpoints store them through `lib/leads`. Staff and admins work them (and record leads that came
 * in by phone); only admins delete.
 */
export const Leads: CollectionConfig<'leads'> = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'source', 'status', 'estimate', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone', 'location'],
    group: 'Leads',
  },
  access: {
    create: isStaff,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  hooks: { beforeDelete: [deleteLeadFiles] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: options(LEAD_STATUSES),
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          index: true,
          options: options(LEAD_SOURCES),
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Project',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'serviceType',
                  type: 'select',
                  options: SERVICE_TYPES.map((value) => ({ label: PRICING[value].label, value })),
                },
                { name: 'workType', type: 'select', options: options(WORK_TYPES) },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'squareFootage', label: 'Square footage', type: 'number', min: 0 },
                { name: 'propertyAge', label: 'Property age', type: 'text' },
                { name: 'location', type: 'text' },
              ],
            },
            { name: 'description', type: 'textarea' },
            {
              type: 'row',
              fields: [
                {
                  name: 'estimate',
                  label: 'Estimate ($)',
                  type: 'number',
                  admin: { description: 'Computed from the price table when the lead came in.' },
                },
                {
                  name: 'aiEstimate',
                  label: 'Assistant estimate ($)',
                  type: 'number',
                },
              ],
            },
            { name: 'inspectionReport', type: 'textarea' },
            {
              name: 'media',
              label: 'Photos and videos',
              type: 'upload',
              relationTo: 'lead-files',
              hasMany: true,
            },
          ],
        },
        {
          label: 'Conversation',
          fields: [
            {
              name: 'transcript',
              type: 'json',
              admin: {
                description: 'The chat with the assistant: who said what, when, with which files.',
                components: { Field: '@/components/admin/Transcript#TranscriptField' },
              },
            },
            // The chat's private session key (an HttpOnly cookie of the visitor's browser): the
            // photos a homeowner sends join this lead, before and after it exists.
            { name: 'conversation', type: 'text', index: true, admin: { hidden: true } },
          ],
        },
        {
          label: 'Follow-up',
          fields: [
            {
              name: 'notes',
              type: 'array',
              labels: { singular: 'Note', plural: 'Notes' },
              fields: [
                { name: 'note', type: 'textarea', required: true },
                {
                  name: 'author',
                  type: 'relationship',
                  relationTo: 'users',
                  admin: { readOnly: true },
                  hooks: {
                    beforeChange: [({ value, req }) => value ?? req.user?.id],
                  },
                },
                {
                  name: 'at',
                  type: 'date',
                  admin: { readOnly: true },
                  hooks: { beforeChange: [({ value }) => value ?? new Date().toISOString()] },
                },
              ],
            },
            {
              name: 'emails',
              label: 'E-mails',
              type: 'array',
              // Written by the site and its e-mail job only: a studio save made while a send was
              // under way must not put back an older state.
              access: { create: () => false, update: () => false },
              admin: {
                readOnly: true,
                description: 'E-mails about this lead: failed sends are retried automatically.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'kind', type: 'select', options: options(EMAIL_KINDS) },
                    { name: 'to', type: 'text' },
                    { name: 'state', type: 'select', options: options(EMAIL_STATES) },
                    { name: 'attempts', type: 'number', defaultValue: 0 },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'via', type: 'select', options: options(['resend', 'outbox']) },
                    { name: 'providerId', label: 'Message id', type: 'text' },
                    {
                      name: 'sentAt',
                      type: 'date',
                      admin: { date: { pickerAppearance: 'dayAndTime' } },
                    },
                  ],
                },
                { name: 'lastError', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
