import 'server-only'

import type { Payload } from 'payload'

import type { SearchSuggestion } from '@/features/search/api'
import type { StoredEntry } from '@/features/search/server/entries'
import { getSearchIndex } from '@/features/search/server/sync'
import type { PictureFiles } from '@/utilities/pictures'

export { recordSearch } from '@/features/search/server/log'

/** A result as the search box and the results page show it. */
export const toSuggestion = (entry: StoredEntry): SearchSuggestion => ({
  id: entry.id,
  type: entry.type,
  title: entry.title,
  description: entry.description,
  image: entry.image,
  picture: entry.picture,
  category: entry.category,
  slug: entry.slug,
  path: entry.path,
})

/** The public documents matching a text, best first: how many in all, and the first `limit`. */
export async function searchSite(payload: Payload, text: string, limit: number) {
  const { count, entries } = (await getSearchIndex(payload)).search(text, limit)
  return { count, suggestions: entries.map(toSuggestion) }
}

export type BlogSuggestion = Pick<StoredEntry, 'id' | 'slug' | 'title' | 'description'> & {
  type: 'blog'
  image: string | null
  /** The picture's 3:2 sizes, for a srcset. */
  picture: PictureFiles | null
}
export type ProjectSuggestion = Pick<StoredEntry, 'id' | 'slug' | 'title' | 'description'> & {
  type: 'portfolio'
  beforeImage: string | null
  afterImage: string | null
  beforePicture: PictureFiles | null
  afterPicture: PictureFiles | null
}

/** A few published blog posts and projects, picked at random (Latest Resources). */
export async function randomSuggestions(payload: Payload, count: number) {
  const index = await getSearchIndex(payload)
  const blogs = index.sample('posts', count).map((entry): BlogSuggestion => ({
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    type: 'blog',
    description: entry.description,
    image: entry.cardPicture?.src ?? null,
    picture: entry.cardPicture ?? null,
  }))
  const portfolio = index.sample('portfolio', count).map((entry): ProjectSuggestion => ({
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    type: 'portfolio',
    description: entry.description,
    beforeImage: entry.beforePicture?.src ?? null,
    afterImage: entry.afterPicture?.src ?? null,
    beforePicture: entry.beforePicture ?? null,
    afterPicture: entry.afterPicture ?? null,
  }))
  return { blogs, portfolio }
}
