import { isLocalPath } from '@/utilities/paths'
import type { PictureFiles } from '@/utilities/pictures'

/**
 * The site search as the browser uses it (spec sections 2, 3, 7 and 9): the answer of
 * `GET /api/search`, the query's react-query settings and where a chosen suggestion leads.
 */

export type SuggestionType = 'page' | 'blog' | 'portfolio'

/** One search suggestion (spec section 3). */
export type SearchSuggestion = {
  id: string
  type: SuggestionType
  title: string
  description: string
  /** A resized picture of the document, or null (the box then shows its fallback picture). */
  image: string | null
  /** The same picture's small sizes (4:3), for a srcset; null without a picture. */
  picture: PictureFiles | null
  category: string
  slug: string
  /** The document's own path on the site, e.g. `/services/chinking` or `/faq#faq-3`. */
  path: string
}

export type SearchResponse = { count: number; suggestions: SearchSuggestion[] }

/** Spec section 9. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 200
export const SEARCH_DEBOUNCE_MS = 700
export const SEARCH_NAVIGATION_DELAY_MS = 100
export const SEARCH_PATH = '/search'

/** The react-query options of the search query (spec section 7): no retry, fresh for 30 s. */
export const searchQueryOptions = (q: string) => ({
  queryKey: ['/api/search', { q }] as const,
  enabled: q.length >= SEARCH_MIN_LENGTH,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 30_000,
})

const DEFAULT_CATEGORY: Record<string, string> = {
  blog: 'Blog Post',
  portfolio: 'Portfolio Item',
  page: 'Page',
}

/** The label shown beside a suggestion: its own category, or the default of its type. */
export const categoryOf = (suggestion: Pick<SearchSuggestion, 'category' | 'type'>): string =>
  suggestion.category || DEFAULT_CATEGORY[suggestion.type] || 'Page'

/**
 * Where choosing a suggestion leads (spec section 2): a blog post to /blog/{slug}, a project to
 * /portfolio/{slug}, a page to its own path, anything else to /{slug}; / when the one it needs is
 * missing.
 */
export function suggestionHref(
  suggestion: Partial<Pick<SearchSuggestion, 'slug' | 'path'>> & { type?: string },
): string {
  const { type, slug, path } = suggestion
  const bySlug = (prefix: string) => (slug ? `${prefix}/${encodeURIComponent(slug)}` : '/')
  if (type === 'blog') return bySlug('/blog')
  if (type === 'portfolio') return bySlug('/portfolio')
  if (type === 'page') return isLocalPath(path) ? path : '/'
  return bySlug('')
}

/** The full results page for a text. */
export const searchPageHref = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`
