import type { CollectionConfig } from 'payload'
import { hiddenUnlessEditor } from '@/access/roles'

import { contentAccess } from '@/access/content'
import { slug } from '@/fields/slug'
import { sortOrder } from '@/fields/sortOrder'
import { publicContentHooks } from '@/collections/contentHooks'

export const SERVICE_ICONS = [
  'chinking',
  'staining',
  'weatherproofing',
  'maintenance',
  'hail',
  'blasting',
  'deck',
  'railing',
] as const

/** The icons in words, as the studio's picker offers them. */
const ICON_LABELS: Record<(typeof SERVICE_ICONS)[number], string> = {
  chinking: 'Chinking',
  staining: 'Staining',
  weatherproofing: 'Weatherproofing',
  maintenance: 'Maintenance',
  hail: 'Hail',
  blasting: 'Media blasting',
  deck: 'Deck',
  railing: 'Railing',
}

export const Services: CollectionConfig<'services'> = {
  slug: 'services',
  admin: {
    hidden: hiddenUnlessEditor,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'price', 'sortOrder'],
    listSearchableFields: ['title', 'summary', 'slug'],
    group: 'Content',
  },
  access: contentAccess,
  defaultSort: 'sortOrder',
  defaultPopulate: { title: true, slug: true, summary: true, icon: true, image: true, price: true },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', label: 'Description', type: 'textarea', required: true },
    {
      name: 'details',
      type: 'array',
      labels: { singular: 'Detail', plural: 'Details' },
      fields: [{ name: 'item', type: 'text', required: true }],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'body', type: 'richText' },
    {
      name: 'price',
      type: 'text',
      defaultValue: 'Contact for quote',
      admin: { position: 'sidebar' },
    },
    {
      name: 'icon',
      type: 'select',
      options: SERVICE_ICONS.map((value) => ({ label: ICON_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    sortOrder,
    ...slug(),
  ],
  hooks: publicContentHooks,
}
