import { RichText } from '@payloadcms/richtext-lexical/react'

import type { ContentBlock as Props } from '@/payload-types'

export function ContentBlockComponent({ richText }: Props) {
  return <RichText data={richText} className="prose" />
}
