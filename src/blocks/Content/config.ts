import type { Block } from 'payload'

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Text', plural: 'Text sections' },
  fields: [{ name: 'richText', type: 'richText', required: true, label: false }],
}
