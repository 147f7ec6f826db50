import type { CollectionConfig, FieldAccess } from 'payload'

import { draftedContentAccess } from '@/access/content'
import { hiddenUnlessEditor, isStaff } from '@/access/roles'
import { sortOrder } from '@/fields/sortOrder'
import { publicContentHooks } from '@/collections/contentHooks'

/** Written by the site's review form only (the Local API); read as `read` says. */
const fromReviewForm = (read: FieldAccess) => ({
  read,
  create: () => false,
  update: () => false,
})
const staffOnly: FieldAccess = ({ req }) => isStaff({ req })

/**
 * What homeowners say. Editors enter the ones they were given; a homeowner's own review arrives
 * through a review request's form (features/reviews) as a draft, with its star rating, linked to
 * the lead, for the owner to approve (publish). Only a review sent through the form has a rating:
 * nobody can type one in, so no star shown on the site is made up.
 */
export const Testimonials: CollectionConfig<'testimonials'> = {
  slug: 'testimonials',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'author',
    defaultColumns: ['author', 'location', 'rating', 'projectType', '_status', 'featured'],
    listSearchableFields: ['author', 'content', 'location', 'projectType'],
    group: 'Content',
    components: {
      // A homeowner's review waiting for the owner: Decline and Approve in the publish button's
      // place, its one way onto the site (features/reviews/admin/ReviewDecision.tsx).
      edit: { PublishButton: '@/features/reviews/admin/ReviewDecision#ReviewPublishButton' },
    },
  },
  access: draftedContentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-date',
  fields: [
    { name: 'author', type: 'text', required: true },
    { name: 'content', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', required: true },
        { name: 'projectType', type: 'text', required: true },
        {
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          access: fromReviewForm(() => true),
          admin: {
            readOnly: true,
            description: 'Given by the homeowner on the review form.',
            components: { Cell: '@/features/studio/cells#StarsCell' },
          },
        },
      ],
    },
    { name: 'date', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
    sortOrder,
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      access: fromReviewForm(staffOnly),
      admin: { position: 'sidebar', readOnly: true, description: 'The job this review is about.' },
    },
    {
      // A homeowner's review waits for the owner (the dashboard's "Reviews waiting"): Approve
      // publishes it, Decline keeps it off the site (features/reviews/admin/ReviewDecision.tsx).
      name: 'decision',
      type: 'select',
      options: [
        { label: 'Waiting for approval', value: 'waiting' },
        { label: 'Approved', value: 'approved' },
        { label: 'Declined', value: 'declined' },
      ],
      access: { create: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.decision) },
    },
    {
      // One review per request: the database refuses a second (30 submissions at once: one kept).
      name: 'reviewRequest',
      type: 'relationship',
      relationTo: 'review-requests',
      unique: true,
      access: fromReviewForm(staffOnly),
      admin: { hidden: true },
    },
    {
      name: 'photos',
      label: 'Homeowner’s photos',
      type: 'upload',
      relationTo: 'lead-files',
      hasMany: true,
      access: fromReviewForm(staffOnly),
      admin: {
        readOnly: true,
        description: 'Sent with the review. Private, like every lead’s files.',
      },
    },
  ],
  hooks: publicContentHooks,
}
