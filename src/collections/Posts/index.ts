import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { scheduledContentAccess } from '@/access/content'
import { previewAdmin } from '@/fields/livePreview'
import { publishedAt } from '@/fields/publishedAt'
import { slug } from '@/fields/slug'
import { draftFields, draftVersions, publishControls, scheduledStatus } from '@/fields/versions'
import { publicContentHooks } from '@/collections/contentHooks'

export const POST_TOPICS = [
  { label: 'Maintenance', value: 'maintenance' },
  { label: 'Staining', value: 'staining' },
  { label: 'Chinking', value: 'chinking' },
  { label: 'Hail damage', value: 'hail' },
  { label: 'Media blasting', value: 'media-blasting' },
  { label: 'High altitude', value: 'high-altitude' },
  { label: 'Restoration', value: 'restoration' },
]

export const Posts: CollectionConfig<'posts'> = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'excerpt', 'slug'],
    group: 'Content',
    ...previewAdmin('posts'),
    components: publishControls,
  },
  access: scheduledContentAccess,
  // Newest first, by the date each shows on the site (drafts never published, with none, last).
  defaultSort: '-publishedAt',
  defaultPopulate: { title: true, slug: true, excerpt: true, heroImage: true, publishedAt: true },
  fields: draftFields([
    // The SEO plugin (tabbedUI) puts a collection's fields in a tab, where a sidebar position is
    // not honoured, unless they start with tabs: then it adds its tab there and leaves the fields
    // after it at the top level. The content keeps its tab; the SEO coaching goes to the sidebar.
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Blog post',
          fields: [
            { name: 'title', type: 'text', required: true },
            {
              name: 'excerpt',
              type: 'textarea',
              required: true,
              admin: { description: 'One or two sentences for cards and search results.' },
            },
            {
              name: 'heroImage',
              label: 'Cover image',
              type: 'upload',
              relationTo: 'media',
              required: true,
            },
            { name: 'content', type: 'richText', required: true },
            {
              name: 'relatedPosts',
              type: 'relationship',
              relationTo: 'posts',
              hasMany: true,
              filterOptions: ({ id }) => ({ id: { not_in: [id] } }),
              admin: { position: 'sidebar' },
            },
            {
              name: 'topics',
              type: 'select',
              hasMany: true,
              options: POST_TOPICS,
              admin: { position: 'sidebar' },
            },
            { name: 'author', type: 'text', admin: { position: 'sidebar' } },
            publishedAt,
            ...slug(),
          ],
        },
      ],
    },
    {
      name: 'focusKeyphrase',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'The phrase people search for that this post should rank for',
      },
    },
    {
      // The blog SEO analysis of what is in the form now (lib/blogSeo), updated as the owner types.
      name: 'seoAnalysis',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        disableBulkEdit: true,
        components: { Field: '@/features/blog-seo/admin/Field#SeoAnalysisField' },
      },
    },
  ]).concat(scheduledStatus),
  hooks: publicContentHooks,
  versions: draftVersions,
}
