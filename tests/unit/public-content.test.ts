import { describe, expect, it } from 'vitest'

import { documentAt, LISTING_OF, REDIRECT_COLLECTIONS } from '@/features/redirects/addresses'
import { SEARCH_COLLECTIONS, toSearchEntry } from '@/features/search/server/entries'
import { pathFor } from '@/utilities/paths'
import {
  PUBLIC_COLLECTIONS,
  PUBLIC_CONTENT,
  REDIRECTABLE_COLLECTIONS,
  ROUTED_COLLECTIONS,
  SEARCHABLE_COLLECTIONS,
} from '@/utilities/publicContent'

/**
 * utilities/publicContent.ts is the one list of public content: the route table, the search's
 * collections and the redirects' are its projections (the SEO plugin's list and the content hooks
 * are checked on the running config, tests/int/public-content.test.ts).
 */
const where = (flag: 'searchable' | 'redirectable') =>
  PUBLIC_COLLECTIONS.filter((slug) => PUBLIC_CONTENT[slug][flag])

describe('the public content registry', () => {
  it('gives the route table: a path for each collection with a route, by its pattern', () => {
    const routed = PUBLIC_COLLECTIONS.filter((slug) => PUBLIC_CONTENT[slug].route !== null)
    expect(ROUTED_COLLECTIONS).toEqual(routed)
    expect(Object.keys(pathFor).sort()).toEqual([...routed].sort())
    for (const slug of ROUTED_COLLECTIONS) {
      expect(pathFor[slug]({ slug: 'a-b' })).toBe(
        PUBLIC_CONTENT[slug].route.replace(':slug', 'a-b'),
      )
    }
    expect(pathFor.posts({ slug: 'a-post' })).toBe('/blog/a-post')
    expect(pathFor.cities({ slug: 'salida' })).toBe('/cities/salida-log-home-restoration')
    expect(pathFor.pages({ slug: 'about' })).toBe('/about')
  })

  it('gives the site search its collections', () => {
    expect(SEARCHABLE_COLLECTIONS).toEqual(where('searchable'))
    expect(SEARCH_COLLECTIONS).toEqual(where('searchable'))
    expect(SEARCH_COLLECTIONS).toContain('faqs')
    expect(SEARCH_COLLECTIONS).not.toContain('testimonials')
  })

  it('gives the search entries their paths: a document’s route, or an anchor on its listing', () => {
    const faq = toSearchEntry('faqs', { id: 7, question: 'Q?', answer: 'A.' })
    expect(faq?.path).toBe(`${PUBLIC_CONTENT.faqs.listing}#faq-7`)
    const city = { id: 3, name: 'Salida', slug: 'salida', hasPage: false }
    expect(toSearchEntry('cities', city)?.path).toBe(`${PUBLIC_CONTENT.cities.listing}#city-salida`)
    const post = { id: 1, title: 'T', excerpt: 'E', slug: 'a-post', content: null }
    expect(toSearchEntry('posts', post)?.path).toBe(pathFor.posts({ slug: 'a-post' }))
  })

  it('gives the redirects their collections, listings and routes read backwards', () => {
    expect(REDIRECTABLE_COLLECTIONS).toEqual(where('redirectable'))
    expect(REDIRECT_COLLECTIONS).toEqual(where('redirectable'))
    expect(LISTING_OF).toEqual(
      Object.fromEntries(where('redirectable').map((slug) => [slug, PUBLIC_CONTENT[slug].listing])),
    )
    // Every redirectable collection has a route, which documentAt reads backwards.
    for (const slug of REDIRECT_COLLECTIONS) {
      const found = documentAt(pathFor[slug]({ slug: 'some-slug' }))
      expect(found, slug).toContainEqual({ collection: slug, slug: 'some-slug' })
    }
  })
})
