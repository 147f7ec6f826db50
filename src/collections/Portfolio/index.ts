import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { scheduledContentAccess } from '@/access/content'
import { previewAdmin } from '@/fields/livePreview'
import { publishedAt } from '@/fields/publishedAt'
import { slug } from '@/fields/slug'
import { draftFields, draftVersions, publishControls, scheduledStatus } from '@/fields/versions'
import { publicContentHooks } from '@/collections/contentHooks'

/** Before and after projects. */
export const Portfolio: CollectionConfig<'portfolio'> = {
  slug: 'portfolio',
  labels: { singular: 'Project', plural: 'Portfolio' },
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'featured', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'location', 'summary', 'slug'],
    group: 'Content',
    ...previewAdmin('portfolio'),
    components: publishControls,
  },
  access: scheduledContentAccess,
  defaultPopulate: {
    title: true,
    slug: true,
    summary: true,
    location: true,
    beforeImage: true,
    afterImage: true,
  },
  fields: draftFields([
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'beforeImage', type: 'upload', relationTo: 'media', required: true },
        { name: 'afterImage', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      name: 'gallery',
      type: 'array',
      labels: { singular: 'Photo', plural: 'Photos' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text' },
      ],
    },
    { name: 'writeUp', type: 'richText', required: true },
    {
      name: 'location',
      type: 'text',
      required: true,
      admin: { position: 'sidebar', description: 'Town, CO' },
    },
    {
      name: 'county',
      type: 'relationship',
      relationTo: 'counties',
      admin: { position: 'sidebar' },
    },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    { name: 'completedAt', label: 'Finished on', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Shown among the featured projects on the home page.',
      },
    },
    publishedAt,
    ...slug(),
  ]).concat(scheduledStatus),
  hooks: publicContentHooks,
  versions: draftVersions,
}
