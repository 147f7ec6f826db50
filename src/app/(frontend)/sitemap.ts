import type { MetadataRoute } from 'next'

import { getPayloadClient } from '@/lib/payload/client'
import { pathFor, PICTURE_PAGES, picturePagePath, type PathCollection } from '@/utilities/paths'
import { absoluteUrl } from '@/lib/site/urls'

/**
 * `/sitemap.xml`: every public URL, published content only (read as an anonymous visitor), on the
 * site's address. Made on each request: it names the address, which the build does not know
 * (lib/site/pages.ts), and crawlers ask for it rarely.
 */
export const dynamic = 'force-dynamic'

/** Routes rendered by code rather than by one CMS document. */
const STATIC_PATHS = [
  '/',
  '/portfolio',
  '/blog',
  '/services',
  '/faq',
  '/contact',
  '/testimonials',
  '/service-areas',
  '/cities',
  '/cost-calculator',
  '/search',
  '/chat',
  '/log-lens',
  ...PICTURE_PAGES.map(picturePagePath),
]

type Stamped = { slug?: string | null; updatedAt?: string | null }
type Entry = MetadataRoute.Sitemap[number]

const date = (value?: string | null): Date | undefined => {
  if (!value) return undefined
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

const later = (a?: Date, b?: Date): Date | undefined => (a && b ? (a > b ? a : b) : (a ?? b))

/** The newest change among documents: the lastModified of the pages that list them. */
const newest = (...groups: Stamped[][]): Date | undefined =>
  groups
    .flat()
    .map((doc) => date(doc.updatedAt))
    .reduce<Date | undefined>(later, undefined)

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const read = { overrideAccess: false, pagination: false, depth: 0 } as const
  const select = { slug: true, updatedAt: true } as const
  const latest = { overrideAccess: false, depth: 0, limit: 1, sort: '-updatedAt' } as const

  const [pages, posts, portfolio, services, counties, cities, faqs, testimonials] =
    await Promise.all([
      payload.find({ collection: 'pages', select, ...read }),
      payload.find({ collection: 'posts', select, ...read }),
      payload.find({ collection: 'portfolio', select, ...read }),
      payload.find({ collection: 'services', select, ...read }),
      payload.find({ collection: 'counties', select, ...read }),
      payload.find({
        collection: 'cities',
        where: { hasPage: { equals: true } },
        select,
        ...read,
      }),
      payload.find({ collection: 'faqs', select: { updatedAt: true }, ...latest }),
      payload.find({ collection: 'testimonials', select: { updatedAt: true }, ...latest }),
    ])

  const listed: Partial<Record<(typeof STATIC_PATHS)[number], Date | undefined>> = {
    '/': newest(pages.docs, posts.docs, portfolio.docs, services.docs, counties.docs, cities.docs),
    '/portfolio': newest(portfolio.docs),
    '/blog': newest(posts.docs),
    '/services': newest(services.docs),
    '/faq': newest(faqs.docs),
    '/testimonials': newest(testimonials.docs),
    '/service-areas': newest(counties.docs, cities.docs),
    '/cities': newest(cities.docs),
  }

  // Keyed by URL: a listing route and the CMS page holding its words (e.g. `faq`) are listed
  // once, with the later of their dates.
  const entries = new Map<string, Entry>()
  const add = (path: string, lastModified?: Date) => {
    const url = absoluteUrl(path)
    const known = entries.get(url)?.lastModified
    const latest = later(known === undefined ? undefined : new Date(known), lastModified)
    entries.set(url, latest ? { url, lastModified: latest } : { url })
  }

  for (const path of STATIC_PATHS) add(path, listed[path])

  const documents: Array<[PathCollection, Stamped[]]> = [
    ['pages', pages.docs],
    ['services', services.docs],
    ['counties', counties.docs],
    ['cities', cities.docs],
    ['portfolio', portfolio.docs],
    ['posts', posts.docs],
  ]
  for (const [collection, docs] of documents) {
    for (const doc of docs) {
      if (doc.slug) add(pathFor[collection](doc), date(doc.updatedAt))
    }
  }

  return [...entries.values()]
}
