import type { PictureFiles } from '@/utilities/pictures'
import { stripTags, truncate } from '@/utilities/text'

/**
 * Latest Resources, the random suggestions block (spec sections 3, 5, 7 and 9): the answer of
 * `GET /api/random-suggestions`, which items are kept, and how their text is cut.
 */

export type SuggestionItem = {
  id: string | number
  slug: string
  title: string
  type: 'blog' | 'portfolio'
  description?: string | null
  content?: string | null
  /** A blog post's picture. */
  image?: string | null
  /** A project's pictures. */
  beforeImage?: string | null
  afterImage?: string | null
  /** The same pictures' sizes (3:2), for a srcset. */
  picture?: PictureFiles | null
  beforePicture?: PictureFiles | null
  afterPicture?: PictureFiles | null
}

export type RandomSuggestionsResponse = {
  success: boolean
  data?: { blogs?: unknown[]; portfolio?: unknown[] }
  error?: string
}

export const SUGGESTIONS_SHOWN = 3
export const SUGGESTION_TEXT_MAX = 120

/** Spec section 7: cached 5 minutes, 2 retries, no refetch on focus or mount. */
export const randomSuggestionsQuery = {
  queryKey: ['/api/random-suggestions'] as const,
  staleTime: 300_000,
  gcTime: 300_000,
  retry: 2,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
}

const present = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number'

/** Spec section 5: an item needs an id, a slug, a title and a type of blog or portfolio. */
export function isValidSuggestion(item: unknown): item is SuggestionItem {
  if (typeof item !== 'object' || item === null) return false
  const { id, slug, title, type } = item as Record<string, unknown>
  return present(id) && present(slug) && present(title) && (type === 'blog' || type === 'portfolio')
}

/**
 * The items to show: the valid ones, blog posts and projects in turn, at most 3. An answer that
 * is not a success is an error (the block logs it and hides).
 */
export function suggestionsToShow(response: RandomSuggestionsResponse | null): SuggestionItem[] {
  if (!response?.success) {
    throw new Error(response?.error || 'Random suggestions: the server did not succeed')
  }
  const blogs = (response.data?.blogs ?? []).filter(isValidSuggestion)
  const projects = (response.data?.portfolio ?? []).filter(isValidSuggestion)
  const items: SuggestionItem[] = []
  for (
    let i = 0;
    items.length < SUGGESTIONS_SHOWN && i < Math.max(blogs.length, projects.length);
    i++
  ) {
    if (blogs[i]) items.push(blogs[i])
    if (projects[i] && items.length < SUGGESTIONS_SHOWN) items.push(projects[i])
  }
  return items
}

/** The text shown for an item: its description or content, tags stripped, at most 120 characters. */
export const suggestionText = (item: SuggestionItem): string =>
  truncate(stripTags(item.description || item.content || ''), SUGGESTION_TEXT_MAX)
