import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload/client'

/**
 * Server-only reads of public content. Every read goes through access control (`overrideAccess:
 * false`), so drafts never leak. In draft mode (the studio's preview) drafts are read as the
 * signed-in user, and only while that user's studio session is live and their role writes
 * content: the draft-mode cookie outlives a sign-out, a removed account or a changed role, and
 * then the page is the published one, as any visitor sees it.
 */
async function readOptions() {
  const published = { draft: false, overrideAccess: false, depth: 1 } as const
  const { isEnabled: draft } = await draftMode()
  if (!draft) return published
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !hasRole(user, 'admin', 'editor')) return published
  return { draft: true, overrideAccess: false, user, depth: 1 } as const
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
