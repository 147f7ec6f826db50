import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload/client'
import { cachedRead } from '@/lib/revalidation/cache'
import { documentReadTags, listingReadTags } from '@/lib/revalidation/tags'

/**
 * Public listings, read as an anonymous visitor: published documents only. Each read is kept in
 * Next.js's data cache under the tags of what it read (lib/revalidation).
 */
const asVisitor = { overrideAccess: false, depth: 1 } as const

export const POSTS_PER_PAGE = 9

export const listPosts = cache(
  cachedRead(
    'list-posts',
    () => listingReadTags('posts'),
    async (page: number) =>
      (await getPayloadClient()).find({
        collection: 'posts',
        sort: '-publishedAt',
        limit: POSTS_PER_PAGE,
        page,
        ...asVisitor,
      }),
  ),
)

type Listed = 'portfolio' | 'services' | 'counties' | 'cities' | 'testimonials' | 'faqs'

const all = <T extends Listed>(collection: T, sort: string) =>
  cachedRead(
    `list-${collection}`,
    () => listingReadTags(collection),
    async () => {
      const result = await (
        await getPayloadClient()
      ).find({
        collection,
        sort,
        limit: 500,
        pagination: false,
        ...asVisitor,
      })
      return result.docs
    },
  )

type OneOf = 'services' | 'counties' | 'cities'

/** One document by its slug; a city only when it has a page of its own. */
const one = <T extends OneOf>(collection: T) =>
  cachedRead(
    `one-${collection}`,
    (slug: string) => documentReadTags(collection, slug),
    async (slug: string) => {
      const result = await (
        await getPayloadClient()
      ).find({
        collection,
        where:
          collection === 'cities'
            ? { and: [{ slug: { equals: slug } }, { hasPage: { equals: true } }] }
            : { slug: { equals: slug } },
        limit: 1,
        pagination: false,
        ...asVisitor,
      })
      return result.docs[0] ?? null
    },
  )

export const listProjects = cache(all('portfolio', '-completedAt'))
export const listServices = cache(all('services', 'sortOrder'))
export const listCounties = cache(all('counties', 'sortOrder'))
export const listCities = cache(all('cities', 'sortOrder'))
export const listTestimonials = cache(all('testimonials', '-date'))
export const listFaqs = cache(all('faqs', 'sortOrder'))

export const getServiceBySlug = cache(one('services'))
export const getCountyBySlug = cache(one('counties'))
export const getCityPage = cache(one('cities'))
