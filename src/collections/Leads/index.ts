import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, siteOnlyField } from '@/access/roles'
import { noteLeadFiles, removeLeadFilesLater } from '@/collections/Leads/hooks/deleteFiles'
import { keepHistory } from '@/collections/Leads/hooks/history'
import { keepRespondBy } from '@/collections/Leads/hooks/respond'
import { keepEmails } from '@/collections/Leads/hooks/emails'
import { textOnNewLead } from '@/collections/Leads/hooks/texts'
import {
  capitalize,
  EMAIL_KINDS,
  EMAIL_STATE_LABELS,
  EMAIL_STATES,
  HISTORY_KINDS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  SOURCE_LABELS,
  WORK_TYPES,
} from '@/features/leads/domain'
import { PRICING, SERVICE_TYPES } from '@/features/estimate/pricing'
import { kindLabel } from '@/features/outbox/kinds'
import { contactFields } from '@/fields/contact'
import { textConsentField } from '@/features/texts/fields'
import { onMyWayEndpoint } from '@/features/texts/server/onMyWay'

/** The list's cells: a dash for an empty value, dollars, Colorado's clock (desk/Cells). */
const cell = (name: 'TextCell' | 'DollarsCell' | 'WhenCell') => ({
  components: { Cell: `@/features/leads/desk/Cells#${name}` },
})

const options = (values: readonly string[]) =>
  values.map((value) => ({ label: capitalize(value), value }))

/**
 * Homeowners' requests. Visitors never create a lead through the generic API: the site's own
 * endpoints store them through `lib/leads`. Staff and admins work them (and record leads that came
 * in by phone); only admins delete.
 */
export const Leads: CollectionConfig<'leads'> = {
  slug: 'leads',
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'status',
      'respondBy',
      'source',
      'serviceType',
      'location',
      'estimate',
      'aiEstimate',
      'createdAt',
    ],
    listSearchableFields: ['name', 'email', 'phone', 'location'],
    group: 'Leads',
    components: {
      // Quick filters (status, source, dates) and the way to the export, above the list.
      // On a phone, the leads as cards with a Call button instead of the table (PhoneList).
      beforeListTable: [
        '@/features/leads/desk/ListFilters#LeadListFilters',
        '@/features/leads/desk/PhoneList#LeadPhoneList',
      ],
      views: {
        edit: {
          // A lead opens as a case file; the form is the "Edit details" tab.
          default: {
            Component: '@/studio/case-file/CaseFile#CaseFile',
            tab: { label: 'Case file' },
          },
          details: {
            Component: '@payloadcms/ui#DefaultEditView',
            path: '/edit',
            tab: { label: 'Edit details', href: '/edit', order: 50 },
          },
        },
      },
    },
  },
  access: {
    create: isStaff,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  // "On my way", from the case file: a text to the homeowner who asked for texts.
  endpoints: [onMyWayEndpoint],
  hooks: {
    // The history first: a note it appends meets the respond-by time.
    beforeChange: [keepHistory, keepRespondBy, keepEmails],
    afterChange: [textOnNewLead],
    beforeDelete: [noteLeadFiles],
    afterDelete: [removeLeadFilesLater],
  },
  // A deleted lead goes to the trash first, where it can be restored; only deleting it from there
  // removes it and, once that is done, its files.
  trash: true,
  fields: [
    {
      type: 'row',
      // A name and one way to reach them: a caller may have given a phone only.
      fields: [{ name: 'name', type: 'text', required: true }, ...contactFields()],
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
          admin: { components: { Cell: '@/features/leads/desk/StatusCell#StatusCell' } },
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          index: true,
          options: LEAD_SOURCES.map((value) => ({ label: SOURCE_LABELS[value], value })),
          access: { update: () => false },
        },
      ],
    },
    // The 24-48 hour promise (hooks/respond.ts): the server's to write, whatever a save sends.
    {
      name: 'respondBy',
      label: 'Respond by',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: '24 business hours after the lead came in (Business profile, Hours).',
        components: { Cell: '@/features/leads/desk/RespondByCell#RespondByCell' },
      },
    },
    {
      name: 'respondedAt',
      label: 'Answered',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the lead left New or got its first note.',
      },
    },
    { name: 'remindAt', type: 'date', index: true, admin: { hidden: true } },
    {
      // The reminders' steps: queued (never twice) and sent (features/leads/server/reminders.ts).
      name: 'reminders',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'soonQueuedAt', type: 'date' },
        { name: 'soonSentAt', type: 'date' },
        { name: 'overdueQueuedAt', type: 'date' },
        { name: 'overdueSentAt', type: 'date' },
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
                  admin: cell('TextCell'),
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
                { name: 'location', type: 'text', admin: cell('TextCell') },
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
                  admin: {
                    description: 'Computed from the price table when the lead came in.',
                    ...cell('DollarsCell'),
                  },
                },
                {
                  name: 'aiEstimate',
                  label: 'Assistant estimate ($)',
                  type: 'number',
                  admin: cell('DollarsCell'),
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
                components: { Field: '@/features/chat/admin/Transcript#TranscriptField' },
              },
            },
            // The chat's private session key (an HttpOnly cookie of the visitor's browser): the
            // only conversation that may update this lead, and whose photos join it. A secret:
            // never given out, queried or set through the API, whoever asks.
            {
              name: 'conversation',
              type: 'text',
              index: true,
              access: siteOnlyField,
              admin: { hidden: true },
            },
          ],
        },
        {
          label: 'Follow-up',
          fields: [
            textConsentField,
            {
              // The lead's history: staff notes and status changes, appended only
              // (hooks/history.ts). Shown and added to on the case file.
              name: 'notes',
              label: 'History',
              type: 'array',
              labels: { singular: 'Entry', plural: 'Entries' },
              admin: { hidden: true },
              fields: [
                {
                  name: 'kind',
                  type: 'select',
                  required: true,
                  defaultValue: 'note',
                  options: options(HISTORY_KINDS),
                },
                {
                  name: 'note',
                  type: 'textarea',
                  validate: (value, { siblingData }) => {
                    if ((value ?? '').length > NOTE_MAX_LENGTH) {
                      return `A note can have up to ${NOTE_MAX_LENGTH} characters.`
                    }
                    const kind = (siblingData as { kind?: string }).kind ?? 'note'
                    return kind !== 'note' || Boolean(value?.trim()) || 'Write the note first.'
                  },
                },
                { name: 'from', type: 'select', options: options(LEAD_STATUSES) },
                { name: 'to', type: 'select', options: options(LEAD_STATUSES) },
                { name: 'author', type: 'relationship', relationTo: 'users' },
                // The author's name when it was written: staff cannot read other users.
                { name: 'authorName', type: 'text' },
                { name: 'at', type: 'date' },
              ],
            },
            {
              // Every e-mail sent about the lead, with its state (hooks/emails.ts merges each
              // save's entries into the stored ones). Shown on the case file, newest first.
              name: 'emails',
              label: 'E-mails',
              type: 'array',
              // Written by the site and its e-mail jobs only: a studio save made while a send was
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
                    {
                      name: 'kind',
                      type: 'select',
                      options: EMAIL_KINDS.map((value) => ({ label: kindLabel(value), value })),
                    },
                    { name: 'to', type: 'text' },
                    {
                      name: 'state',
                      type: 'select',
                      options: EMAIL_STATES.map((value) => ({
                        label: EMAIL_STATE_LABELS[value],
                        value,
                      })),
                    },
                    { name: 'attempts', type: 'number', defaultValue: 0 },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'via', type: 'select', options: options(['resend', 'outbox']) },
                    { name: 'providerId', label: 'Message id', type: 'text' },
                    {
                      name: 'at',
                      label: 'Queued',
                      type: 'date',
                      admin: { date: { pickerAppearance: 'dayAndTime' } },
                    },
                    {
                      name: 'sentAt',
                      type: 'date',
                      admin: { date: { pickerAppearance: 'dayAndTime' } },
                    },
                  ],
                },
                { name: 'lastError', type: 'text' },
                // The mail service's idempotency key: a retry's outcome updates its entry.
                { name: 'key', type: 'text', admin: { hidden: true } },
              ],
            },
          ],
        },
      ],
    },
    // Payload's own createdAt (sanitize adds it when missing), with a cell on Colorado's clock.
    {
      name: 'createdAt',
      label: 'Came in',
      type: 'date',
      index: true,
      admin: { hidden: true, disableBulkEdit: true, ...cell('WhenCell') },
    },
  ],
  timestamps: true,
}
