import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, siteOnlyField } from '@/access/roles'
import { countDeletedBytes, countStoredBytes } from '@/collections/LeadFiles/hooks/countBytes'
import { leadFilesDir } from '@/lib/storage/folders'
import { missingFileIs404 } from '@/lib/storage/missing'

/**
 * The photos and videos homeowners send with a request. Private: staff and admins see them in the
 * studio; the site stores them through `lib/leads`, never through the generic API.
 */
export const LeadFiles: CollectionConfig<'lead-files'> = {
  slug: 'lead-files',
  labels: { singular: 'Lead photo or video', plural: 'Lead photos & videos' },
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['filename', 'originalName', 'kind', 'lead', 'filesize', 'createdAt'],
    listSearchableFields: ['originalName', 'filename'],
    group: 'Leads',
  },
  access: {
    create: isStaff,
    read: isStaff,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Description',
      required: true,
      admin: { description: 'What the photo shows, for people who cannot see it.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: [
            { label: 'Photo', value: 'image' },
            { label: 'Video', value: 'video' },
          ],
        },
        { name: 'originalName', label: 'Name on the homeowner’s device', type: 'text' },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
    // Sent in the chat: the conversation it came from (its secret key, see Leads), so it joins
    // the lead made from it; a file no lead claims is deleted after a while (features/chat/server/cleanup).
    {
      name: 'conversation',
      type: 'text',
      index: true,
      access: siteOnlyField,
      admin: { hidden: true },
    },
    {
      name: 'sentInChat',
      label: 'Sent in the chat',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  upload: {
    staticDir: leadFilesDir,
    // A file missing from the folder is a 404, not Payload's 500 (after the staff-only check).
    handlers: [missingFileIs404(leadFilesDir)],
    mimeTypes: ['image/*', 'video/*'],
    focalPoint: false,
    crop: false,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
    ],
  },
  hooks: {
    // The upload budget's figure of the folder (src/features/uploads/server/folder.ts).
    afterChange: [countStoredBytes(leadFilesDir)],
    afterDelete: [countDeletedBytes(leadFilesDir)],
  },
  timestamps: true,
}
