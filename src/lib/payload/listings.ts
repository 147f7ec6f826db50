import 'server-only'

import type { CollectionSlug, Where } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload/client'

/** Public listings, read as an anonymous visitor: published documents only. */
const asVisitor = { overrideAccess: false, depth: 1 } as const

export const POSTS_PER_PAGE = 9

export const listPosts = cache(async (page: number) => {
  const payload = await getPayloadClient()
  return payload.find({
    collection: 'posts',
    sort: '-publishedAt',
    limit: POSTS_PER_PAGE,
    page,
    ...asVisitor,
  })
})

const all = async <T extends CollectionSlug>(collection: T, sort: string) => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    sort,
    limit: 500,
    pagination: false,
    ...asVisitor,
  })
  return result.docs
}

const one = async <T extends 'services' | 'counties' | 'cities'>(collection: T, where: Where) => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where,
    limit: 1,
    pagination: false,
    ...asVisitor,
  })
  return result.docs[0] ?? null
}

export const listProjects = cache(() => all('portfolio', '-completedAt'))
export const listServices = cache(() => all('services', 'sortOrder'))
export const listCounties = cache(() => all('counties', 'sortOrder'))
export const listCities = cache(() => all('cities', 'sortOrder'))
export const listTestimonials = cache(() => all('testimonials', '-date'))
export const listFaqs = cache(() => all('faqs', 'sortOrder'))

export const getServiceBySlug = cache((slug: string) => one('services', { slug: { equals: slug } }))
export const getCountyBySlug = cache((slug: string) => one('counties', { slug: { equals: slug } }))
export const getCityPage = cache((slug: string) =>
  one('cities', { and: [{ slug: { equals: slug } }, { hasPage: { equals: true } }] }),
)
