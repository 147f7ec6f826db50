import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { hasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload/client'
import { cachedRead } from '@/lib/revalidation/cache'
import { documentReadTags, globalTag, listingReadTags } from '@/lib/revalidation/tags'

/**
 * Server-only reads of public content. Every read goes through access control (`overrideAccess:
 * false`), so drafts never leak. In draft mode (the studio's preview) drafts are read as the
 * signed-in user, and only while that user's studio session is live and their role writes
 * content: the draft-mode cookie outlives a sign-out, a removed account or a changed role, and
 * then the page is the published one, as any visitor sees it.
 *
 * A published read is kept in Next.js's data cache under the tags of what it read
 * (lib/revalidation), so the page that made it is rendered again when that changes.
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

const readGlobal = <T extends 'site-settings' | 'header' | 'footer'>(slug: T, depth: number) =>
  cachedRead(
    `global-${slug}`,
    () => [globalTag(slug)],
    async () => (await getPayloadClient()).findGlobal({ slug, depth }),
  )

export const getSiteSettings = cache(readGlobal('site-settings', 1))
export const getHeader = cache(readGlobal('header', 0))
export const getFooter = cache(readGlobal('footer', 0))

/** The home page global, with the showcase project's pictures (a project it draws). */
export const getHome = cache(
  cachedRead(
    'global-home',
    () => [globalTag('home'), ...listingReadTags('portfolio')],
    async () => (await getPayloadClient()).findGlobal({ slug: 'home', depth: 2 }),
  ),
)

/** The home page's featured projects and testimonials. */
export const getHomeContent = cache(
  cachedRead(
    'home-content',
    () => [...listingReadTags('portfolio'), ...listingReadTags('testimonials')],
    async () => {
      const payload = await getPayloadClient()
      const featured = { featured: { equals: true } }
      const options = { overrideAccess: false, depth: 1, where: featured } as const
      const [projects, testimonials] = await Promise.all([
        payload.find({ collection: 'portfolio', sort: '-completedAt', limit: 4, ...options }),
        payload.find({ collection: 'testimonials', sort: 'sortOrder', limit: 4, ...options }),
      ])
      return { projects: projects.docs, testimonials: testimonials.docs }
    },
  ),
)

type BySlug = 'posts' | 'portfolio' | 'pages'

async function readBySlug<T extends BySlug>(
  collection: T,
  slug: string,
  options: Awaited<ReturnType<typeof readOptions>>,
) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    ...options,
  })
  return result.docs[0] ?? null
}

const publishedBySlug = cachedRead(
  'by-slug',
  (collection: BySlug, slug: string) => documentReadTags(collection, slug),
  (collection: BySlug, slug: string) =>
    readBySlug(collection, slug, { draft: false, overrideAccess: false, depth: 1 }),
)

/** One published document by slug (or its draft in the studio's preview, read afresh). */
async function findBySlug<T extends BySlug>(collection: T, slug: string) {
  const options = await readOptions()
  return options.draft
    ? readBySlug(collection, slug, options)
    : (publishedBySlug(collection, slug) as ReturnType<typeof readBySlug<T>>)
}

export const getPostBySlug = cache((slug: string) => findBySlug('posts', slug))
export const getProjectBySlug = cache((slug: string) => findBySlug('portfolio', slug))
export const getPageBySlug = cache((slug: string) => findBySlug('pages', slug))
