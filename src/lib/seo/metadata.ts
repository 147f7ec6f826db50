import 'server-only'

import type { Metadata } from 'next'

import { getPayloadClient } from '@/lib/payload/client'
import { getSiteSettings } from '@/lib/payload/queries'
import { mediaImage, type MediaImage, type MediaRef } from '@/lib/seo/jsonld'
import type { Media } from '@/payload-types'
import { absoluteUrl } from '@/lib/site/urls'
import { notFoundMetadata } from '@/lib/seo/notFound'

/** The page-metadata inputs of spec section 3. */
export type PageMetaInput = {
  /** The page's own title; the layout's template adds `settings.seo.titleSuffix`. */
  title: string
  /** Falls back to `settings.seo.defaultDescription`. */
  description?: string | null
  /** Falls back to the settings' keywords. */
  keywords?: string[] | null
  /** The page's path, e.g. `/blog/my-post`: the canonical and Open Graph URL. */
  path: string
  /** The share image (its `og` size, 1200×630); falls back to `settings.seo.shareImage`. */
  image?: Media | number | string | null
  type?: 'website' | 'article'
  /** Robots directives as in a meta tag, e.g. 'noindex, nofollow'. Default 'all'. */
  robots?: string
  publishedTime?: string | null
  modifiedTime?: string | null
  ogTitle?: string
  ogDescription?: string
  /** Use the title as it is, without the site's suffix. */
  absoluteTitle?: boolean
}

type Robots = Extract<NonNullable<Metadata['robots']>, object>
type OpenGraph = NonNullable<Metadata['openGraph']>

const DEFAULT_ROBOTS = 'all'
/** Spec section 9: the revisit hint of the metadata block. */
const REVISIT_AFTER = '7 days'

const FLAGS = ['noarchive', 'nosnippet', 'noimageindex', 'nocache', 'notranslate'] as const

/** Parses robots directives ('noindex, nofollow', 'all', 'max-snippet:-1', ...) for Next. */
function parseRobots(content: string): Robots {
  const robots: Robots = { index: true, follow: true }
  for (const raw of content.split(',')) {
    const directive = raw.trim().toLowerCase()
    const [name, ...rest] = directive.split(':')
    const value = rest.join(':').trim()
    if (directive === 'all') Object.assign(robots, { index: true, follow: true })
    else if (directive === 'none') Object.assign(robots, { index: false, follow: false })
    else if (directive === 'index' || directive === 'noindex') robots.index = directive === 'index'
    else if (directive === 'follow' || directive === 'nofollow')
      robots.follow = directive === 'follow'
    else if (directive === 'indexifembedded') robots.indexifembedded = true
    else if ((FLAGS as readonly string[]).includes(directive))
      robots[directive as (typeof FLAGS)[number]] = true
    else if (name === 'max-snippet' && value) robots['max-snippet'] = Number(value)
    else if (name === 'max-video-preview' && value) robots['max-video-preview'] = value
    else if (name === 'max-image-preview' && ['none', 'standard', 'large'].includes(value))
      robots['max-image-preview'] = value as Robots['max-image-preview']
    else if (name === 'unavailable_after' && value) robots.unavailable_after = value
  }
  return robots
}

/** A media field that may hold only an id (depth 0) is read so its sizes are known. */
async function resolveMedia(image: MediaRef): Promise<Media | null> {
  if (!image) return null
  if (typeof image === 'object') return image
  try {
    const payload = await getPayloadClient()
    return await payload.findByID({
      collection: 'media',
      id: image,
      depth: 0,
      overrideAccess: false,
      disableErrors: true,
    })
  } catch {
    return null
  }
}

/**
 * The metadata of a public page: title, description, keywords, canonical URL, Open Graph and
 * Twitter cards with a 1200×630 share image, robots and the revisit hint. Use it from a page's
 * `generateMetadata`.
 */
export async function buildMetadata(input: PageMetaInput): Promise<Metadata> {
  const settings = await getSiteSettings()
  const path = input.path.startsWith('/') ? input.path : `/${input.path}`
  const url = absoluteUrl(path)
  const description = input.description || settings.seo.defaultDescription
  const keywords = input.keywords?.length
    ? input.keywords
    : (settings.seo.keywords ?? []).map((entry) => entry.keyword)

  const image: MediaImage | undefined =
    mediaImage(await resolveMedia(input.image), 'og') ??
    mediaImage(await resolveMedia(settings.seo.shareImage), 'og')
  const images = image ? [image] : undefined

  const ogTitle = input.ogTitle || input.title
  const ogDescription = input.ogDescription || description
  const shared = {
    url,
    title: ogTitle,
    description: ogDescription,
    siteName: settings.businessName,
    locale: 'en_US',
    images,
  }
  const openGraph: OpenGraph =
    input.type === 'article'
      ? {
          ...shared,
          type: 'article',
          publishedTime: input.publishedTime ?? undefined,
          modifiedTime: input.modifiedTime ?? undefined,
        }
      : { ...shared, type: 'website' }

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    keywords: keywords.length ? keywords : undefined,
    alternates: { canonical: url },
    openGraph,
    twitter: { card: 'summary_large_image', title: ogTitle, description: ogDescription, images },
    robots: parseRobots(input.robots || DEFAULT_ROBOTS),
    other: { 'revisit-after': REVISIT_AFTER },
  }
}

/** A document's SEO group, the studio's "SEO" tab: what the owner set for search engines. */
export type SeoGroup = {
  title?: string | null
  description?: string | null
  image?: Media | number | null
  keywords?: string[] | null
}

/**
 * The metadata of a page drawn from one document (a page, a post, a service, a city...): the 404's
 * when there is none; else `page`'s title, description and share image, each replaced by the
 * document's SEO group where the owner set it, and the group's keywords. A page whose own words
 * always stand (`seo: 'keywords'`) takes only the keywords. Each route's `generateMetadata`
 * calls this with its document.
 */
export async function documentMetadata<Doc extends { meta?: SeoGroup | null }>(
  doc: Doc | null | undefined,
  page: (doc: Doc) => Omit<PageMetaInput, 'keywords'>,
  { seo = 'all' }: { seo?: 'all' | 'keywords' } = {},
): Promise<Metadata> {
  if (!doc) return notFoundMetadata
  const input = page(doc)
  const meta = doc.meta ?? {}
  if (seo === 'keywords') return buildMetadata({ ...input, keywords: meta.keywords })
  return buildMetadata({
    ...input,
    title: meta.title || input.title,
    description: meta.description || input.description,
    keywords: meta.keywords,
    image: meta.image || input.image,
  })
}
