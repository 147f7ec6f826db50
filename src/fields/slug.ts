import { slugField } from 'payload'

/** The slug of a public document: generated from the title, editable, unique. */
export const slug = (useAsSlug = 'title') =>
  slugField({
    useAsSlug,
    position: 'sidebar',
  })
