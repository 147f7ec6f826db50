import type { Field, GlobalConfig } from 'payload'

import { anyone, hiddenUnlessEditor, isEditor } from '@/access/roles'
import { linkFields } from '@/fields/link'
import { defaultSectionRows, HOME_SECTIONS, validateSectionRows } from '@/globals/Home/sections'
import { revalidateGlobal } from '@/lib/revalidation'
import { globalPreviewPath } from '@/utilities/preview'

const heading: Field = { name: 'heading', type: 'text', required: true }
const text: Field = { name: 'text', type: 'textarea' }
const link = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: linkFields,
})

/**
 * Every word and picture of the home page: the hero, then the sections in the order the Sections
 * tab gives (each section's words in its own tab, kept while the section is hidden).
 */
export const Home: GlobalConfig<'home'> = {
  slug: 'home',
  label: 'Home page',
  admin: {
    hidden: hiddenUnlessEditor,
    group: 'Content',
    livePreview: { url: ({ req }) => `${req.protocol}//${req.host}${globalPreviewPath('/')}` },
  },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Sections',
          description:
            'The order of the sections below the hero: drag a row to move a section. Tick ' +
            '“Hidden” to take a section off the page for a while; its words stay in its tab.',
          fields: [
            {
              name: 'sections',
              label: 'Sections',
              type: 'array',
              labels: { singular: 'Section', plural: 'Sections' },
              maxRows: HOME_SECTIONS.length,
              defaultValue: defaultSectionRows,
              validate: (rows: unknown) =>
                validateSectionRows(rows as Parameters<typeof validateSectionRows>[0]),
              admin: {
                initCollapsed: false,
                components: { RowLabel: '@/globals/Home/admin/SectionRowLabel#SectionRowLabel' },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'section',
                      type: 'select',
                      required: true,
                      options: HOME_SECTIONS.map(({ value, label }) => ({ value, label })),
                      admin: { width: '60%' },
                    },
                    {
                      name: 'hidden',
                      label: 'Hidden',
                      type: 'checkbox',
                      defaultValue: false,
                      admin: { width: '40%', style: { alignSelf: 'center' } },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Hero',
          name: 'hero',
          fields: [
            heading,
            { name: 'subheading', type: 'textarea' },
            {
              name: 'slides',
              type: 'array',
              minRows: 1,
              maxRows: 5,
              required: true,
              admin: { description: 'Up to five pictures, shown in turn every 5 seconds.' },
              fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
            },
            link('primary', 'First button'),
            link('secondary', 'Second button'),
          ],
        },
        {
          label: 'Estimate and reasons',
          fields: [
            { name: 'estimate', type: 'group', fields: [heading, text] },
            {
              name: 'whyChooseUs',
              label: 'Why choose us',
              type: 'group',
              fields: [
                heading,
                {
                  name: 'cards',
                  type: 'array',
                  maxRows: 4,
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    { name: 'text', type: 'textarea', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Work',
          fields: [
            {
              name: 'showcase',
              label: 'Before and after showcase',
              type: 'group',
              fields: [
                heading,
                text,
                { name: 'project', type: 'relationship', relationTo: 'portfolio', required: true },
              ],
            },
            {
              name: 'blurbs',
              label: 'Restoration and maintenance',
              type: 'array',
              maxRows: 2,
              fields: [heading, text, link('link', 'Link')],
            },
            {
              name: 'featured',
              label: 'Featured projects',
              type: 'group',
              fields: [heading, text],
            },
          ],
        },
        {
          label: 'Areas and people',
          fields: [
            { name: 'counties', type: 'group', fields: [heading, text] },
            { name: 'cities', type: 'group', fields: [heading, text] },
            { name: 'testimonials', type: 'group', fields: [heading] },
          ],
        },
        {
          label: 'Closing',
          fields: [
            {
              name: 'resources',
              type: 'group',
              fields: [
                heading,
                {
                  name: 'links',
                  type: 'array',
                  fields: [...linkFields, { name: 'description', type: 'text' }],
                },
              ],
            },
            {
              name: 'cta',
              label: 'Call to action',
              type: 'group',
              fields: [
                heading,
                text,
                link('primary', 'First button'),
                link('secondary', 'Second button'),
              ],
            },
            { name: 'servicesDirectory', type: 'group', fields: [heading] },
            { name: 'latest', label: 'Latest resources', type: 'group', fields: [heading] },
          ],
        },
      ],
    },
  ],
}
