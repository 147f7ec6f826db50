import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { scheduledContentAccess } from '@/access/content'
import { layoutBlocks } from '@/blocks'
import { previewAdmin } from '@/fields/livePreview'
import { publishedAt } from '@/fields/publishedAt'
import { slug } from '@/fields/slug'
import { draftFields, draftVersions, publishControls, scheduledStatus } from '@/fields/versions'
import { publicContentHooks } from '@/collections/contentHooks'

/**
 * Free-form pages: `/log-home-products`, `/about`, ... and any page the owner adds. A page whose
 * slug is one of the site's listing routes (`services`, `blog`, ... see LISTING_PAGES) holds that
 * listing's title, introduction and SEO fields instead.
 */
export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'publishedAt', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'intro'],
    group: 'Content',
    ...previewAdmin('pages'),
    components: publishControls,
  },
  access: scheduledContentAccess,
  defaultPopulate: { title: true, slug: true },
  fields: draftFields([
    { name: 'title', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    {
      name: 'layout',
      type: 'blocks',
      blocks: layoutBlocks,
      admin: {
        description:
          'Sections of the page. The site’s own listing pages (services, portfolio, blog, ...) use only their title, introduction and SEO fields.',
      },
    },
    publishedAt,
    ...slug(),
  ]).concat(scheduledStatus),
  hooks: publicContentHooks,
  versions: draftVersions,
}
