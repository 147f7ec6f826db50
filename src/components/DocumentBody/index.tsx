import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { Media } from '@/components/Media'
import type { Media as MediaDoc } from '@/payload-types'

type Props = {
  /** The document's picture, drawn first and loaded first (the page's largest paint). */
  image: MediaDoc | number | string | null | undefined
  /** The document's words, when it has any. */
  body: SerializedEditorState | null | undefined
  /**
   * Beside the words on a wide screen, below them on a phone (null keeps the two columns, one
   * empty); without it, one narrow column.
   */
  aside?: ReactNode
}

/**
 * The body of a document's own page (a post, a service, a county): its picture, then its words,
 * with `aside` in a column beside them when given.
 */
export function DocumentBody({ image, body, aside }: Props) {
  const main = (
    <>
      <Media
        resource={image}
        size="hero"
        sizes={aside ? '(min-width: 1024px) 700px, 100vw' : '(min-width: 768px) 768px, 100vw'}
        className="h-auto w-full rounded-lg"
        priority
      />
      {body && <RichText data={body} className="prose mt-8" />}
    </>
  )
  if (aside === undefined) return <article className="mx-auto max-w-3xl px-4 py-10">{main}</article>
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      <div>{main}</div>
      {aside}
    </article>
  )
}
