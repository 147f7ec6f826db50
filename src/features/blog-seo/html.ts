/**
 * A post's Lexical rich text as the HTML the analysis reads, with Payload's own converter. Runs in
 * the browser too (the studio's sidebar converts the editor's state as the owner types), so
 * nothing here may need the server: images not populated get their alt text from `alts`.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  defaultHTMLConverters,
  LinkHTMLConverter,
  type HTMLConverters,
} from '@payloadcms/richtext-lexical/html'

import { pathFor, type PathCollection } from '@/utilities/paths'

/** Alt texts of media documents by id, for images the rich text holds by id only. */
export type MediaAlts = ReadonlyMap<string, string>

type MediaLike = { alt?: string | null; mimeType?: string | null; url?: string | null }

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** An image as the page draws it; empty alt text is kept empty, as a missing one is. */
export const imageHtml = (alt: string | null | undefined, src = '') =>
  `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt?.trim() ?? '')}">`

/** A media value (id or document) as an object with what the analysis needs. */
export function mediaOf(value: unknown, alts: MediaAlts): MediaLike | null {
  if (value && typeof value === 'object') return value as MediaLike
  if (typeof value === 'number' || typeof value === 'string') {
    return { alt: alts.get(String(value)) ?? '' }
  }
  return null
}

type LinkDoc = { relationTo?: string; value?: unknown }

/** A link to another document on the site: its public path when known, else the site's root. */
function internalHref(doc: LinkDoc | undefined): string {
  const value = doc?.value
  if (doc?.relationTo && doc.relationTo in pathFor && value && typeof value === 'object') {
    const slug = (value as { slug?: string | null }).slug
    if (slug) return pathFor[doc.relationTo as PathCollection]({ slug })
  }
  return '/'
}

function converters(alts: MediaAlts): HTMLConverters {
  return {
    ...defaultHTMLConverters,
    ...LinkHTMLConverter({
      internalDocToHref: ({ linkNode }) =>
        internalHref((linkNode.fields as { doc?: LinkDoc }).doc ?? undefined),
    }),
    upload: ({ node }) => {
      const media = mediaOf((node as { value?: unknown }).value, alts)
      if (!media || (media.mimeType && !media.mimeType.startsWith('image'))) return ''
      const alt = (node as { fields?: { alt?: string } }).fields?.alt || media.alt
      return imageHtml(alt, media.url ?? '')
    },
    // Related-document cards and anything else unknown carry no words of the post.
    relationship: () => '',
    unknown: () => '',
  }
}

/** The rich text's HTML without a wrapper. */
export function lexicalToHtml(data: unknown, alts: MediaAlts = new Map()): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  return convertLexicalToHTML({
    data: data as SerializedEditorState,
    converters: converters(alts),
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}
