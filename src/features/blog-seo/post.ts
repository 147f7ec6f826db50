/**
 * A blog post (a saved document, or the studio form's current values) as the analysis's inputs,
 * read the way the post's page renders it (src/app/(frontend)/blog/[slug]): the SEO title falls
 * back to the title, the meta description to the excerpt, and the cover image sits above the text.
 */
import type { AnalysisInput } from '@/features/blog-seo/checks'
import { imageHtml, lexicalToHtml, mediaOf, type MediaAlts } from '@/features/blog-seo/html'

export type PostValues = {
  title?: string | null
  excerpt?: string | null
  slug?: string | null
  /** The cover: a media document, or its id (then its alt text comes from `alts`). */
  heroImage?: unknown
  /** The Lexical editor state. */
  content?: unknown
  focusKeyphrase?: string | null
  meta?: { title?: string | null; description?: string | null } | null
}

export type PostContext = {
  otherKeyphrases: AnalysisInput['otherKeyphrases']
  origin: string
  alts?: MediaAlts
}

export function postAnalysisInput(post: PostValues, context: PostContext): AnalysisInput {
  const alts = context.alts ?? new Map<string, string>()
  const cover = mediaOf(post.heroImage, alts)
  const title = post.title?.trim() ?? ''
  const own = post.meta?.description?.trim() ?? ''
  const excerpt = post.excerpt?.trim() ?? ''
  return {
    html: (cover ? imageHtml(cover.alt, cover.url ?? '') : '') + lexicalToHtml(post.content, alts),
    title,
    seoTitle: post.meta?.title?.trim() || title,
    metaDescription: own || excerpt,
    metaDescriptionFrom: own ? 'own' : excerpt ? 'excerpt' : 'none',
    slug: post.slug?.trim() ?? '',
    keyphrase: post.focusKeyphrase?.trim() ?? '',
    otherKeyphrases: context.otherKeyphrases,
    origin: context.origin,
  }
}

/**
 * A post with nothing to analyse yet: no text in its body and no focus keyphrase. The studio shows
 * where to start instead of every check failing at once.
 */
export function isEmptyPost(post: Pick<PostValues, 'content' | 'focusKeyphrase'>): boolean {
  const text = lexicalToHtml(post.content, new Map())
    .replace(/<[^>]*>/g, '')
    .trim()
  return !text && !post.focusKeyphrase?.trim()
}
