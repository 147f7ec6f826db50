import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { Field, TextFieldSingleValidation } from 'payload'

import { isEditor } from '@/access/roles'
import { REDIRECT_COLLECTIONS, siteAddressOf } from '@/features/redirects/addresses'
import { redirectHooks } from '@/features/redirects/server/hooks'
import { serverUrl } from '@/lib/site/urls'

/**
 * The address check of hooks.ts as the field's own validation, so that the studio's form state
 * (built on the server while the owner types) carries the same message as the save's refusal.
 * Without it, a form-state answer that came back after the refused save cleared the field's
 * message again, and the press on Save looked lost.
 */
const onThisSite =
  (which: string, keepQuery: boolean): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    const type = (siblingData as { type?: string } | undefined)?.type
    if (!value || (keepQuery && type !== 'custom')) return true
    const address = siteAddressOf(value, serverUrl(), keepQuery)
    return address.ok || `${which} ${address.reason}`
  }

/**
 * Redirects the owner manages in the studio (@payloadcms/plugin-redirects): from an old address
 * of this site to a page, post, project, service, county or city (which keeps pointing at it when
 * it is renamed again), or to another address of this site. The site makes them by itself too,
 * when a published document is renamed, unpublished or deleted (features/redirects/server/hooks.ts).
 * The production server answers them before any page is drawn (server/redirects.mjs).
 */
export const redirectsConfig: RedirectsPluginConfig = {
  collections: [...REDIRECT_COLLECTIONS],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    label: 'Kind',
    options: [
      { label: 'Permanent', value: '301' },
      { label: 'Temporary', value: '302' },
    ],
    admin: {
      description:
        'Permanent: the page has moved for good, and search engines move to the new address. Temporary: it may come back.',
    },
  },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'goesTo', 'type', 'note', 'updatedAt'],
      description:
        'Old addresses that send visitors (and search engines) on to where the page lives now. Renaming, unpublishing or deleting a published page makes one by itself.',
    },
    // The site's server reads them through the Local API; nobody else needs them.
    access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    hooks: redirectHooks,
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field): Field => {
        if (field.type === 'text' && !field.hasMany && field.name === 'from') {
          return {
            ...field,
            // The plugin's "From URL".
            label: 'Old address',
            validate: onThisSite('The old address', false),
            admin: {
              description:
                'The old address on this site, like /blog/old-post (a full address of this site is kept as its path).',
            },
          }
        }
        if (field.type === 'group' && 'name' in field && field.name === 'to') {
          return {
            ...field,
            fields: field.fields.map((sub): Field => {
              // The plugin's "Custom URL".
              if (sub.type === 'text' && !sub.hasMany && sub.name === 'url') {
                return {
                  ...sub,
                  label: 'New address',
                  validate: onThisSite('The new address', true),
                }
              }
              // The plugin's "Document to redirect to".
              if (sub.type === 'relationship' && sub.name === 'reference') {
                return { ...sub, label: 'Page it goes to' }
              }
              // The plugin's "To URL Type" with "Internal link" and "Custom URL", in words.
              if (sub.type === 'radio' && sub.name === 'type') {
                return {
                  ...sub,
                  label: 'Goes to',
                  options: [
                    { label: 'A page of the site', value: 'reference' },
                    { label: 'An address', value: 'custom' },
                  ],
                }
              }
              return sub
            }),
          }
        }
        return field
      }),
      {
        // The list's column of where each redirect leads now; nothing on the form.
        name: 'goesTo',
        type: 'ui',
        label: 'Goes to',
        admin: { components: { Cell: '@/features/redirects/admin/GoesToCell#GoesToCell' } },
      },
      {
        name: 'note',
        type: 'text',
        admin: {
          readOnly: true,
          position: 'sidebar',
          description: 'Why the site made this redirect by itself (empty when made by hand).',
        },
      },
    ],
  },
}
