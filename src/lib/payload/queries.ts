import 'server-only'

import { draftMode } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload/client'

/**
 * Server-only reads of public content. Every read goes through access control as an anonymous
 * visitor (`overrideAccess: false`), so drafts never leak; in draft mode (the studio's preview)
 * the signed-in user's drafts are read instead.
 */
async function readOptions() {
  const { isEnabled: draft } = await draftMode()
  return { draft, overrideAccess: draft, depth: 1 } as const
}

export const getSiteSettings = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 1 })
})

export const getHeader = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'header', depth: 0 })
})

export const getFooter = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'footer', depth: 0 })
})

/** The home page global, with the showcase project's pictures. */
export const getHome = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home', depth: 2 })
})

/** The home page's featured projects and testimonials. */
export const getHomeContent = cache(async () => {
  const payload = await getPayloadClient()
  const featured = { featured: { equals: true } }
  const options = { overrideAccess: false, depth: 1, where: featured } as const
  const [projects, testimonials] = await Promise.all([
    payload.find({ collection: 'portfolio', sort: '-completedAt', limit: 4, ...options }),
    payload.find({ collection: 'testimonials', sort: 'sortOrder', limit: 4, ...options }),
  ])
  return { projects: projects.docs, testimonials: testimonials.docs }
})

/** One published document by slug (or its draft in the studio's preview). */
async function findBySlug<T extends 'posts' | 'portfolio' | 'pages'>(collection: T, slug: string) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    ...(await readOptions()),
  })
  return result.docs[0] ?? null
}

export const getPostBySlug = cache((slug: string) => findBySlug('posts', slug))
export const getProjectBySlug = cache((slug: string) => findBySlug('portfolio', slug))
export const getPageBySlug = cache((slug: string) => findBySlug('pages', slug))

export const getPublishedSlugs = async (collection: 'posts' | 'portfolio' | 'pages') => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    overrideAccess: false,
    limit: 1000,
    pagination: false,
    select: { slug: true },
  })
  return result.docs.map((doc) => doc.slug).filter((slug): slug is string => Boolean(slug))
}
