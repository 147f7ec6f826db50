import type { Media, Post, Service, SiteSetting } from '@/payload-types'
import { pathFor } from '@/utilities/paths'
import { absoluteUrl, serverUrl } from '@/lib/site/urls'
import { dialDigits } from '@/utilities/phone'

/**
 * Structured data (schema.org JSON-LD) for search engines, built from CMS documents.
 *
 * Pure functions: no server-only imports, so they run in unit tests and anywhere on the server.
 * Render the result with `<JsonLd data={...} />` (`@/components/JsonLd`).
 *
 * DECISIONS.md: the site's own testimonials never become `aggregateRating` or `review` here.
 */

const CONTEXT = 'https://schema.org' as const

export type MediaSize = keyof NonNullable<Media['sizes']>
/** A media field as Payload returns it: populated, an id (depth 0), or empty. */
export type MediaRef = Media | number | string | null | undefined

/** Makes a site-relative URL (local uploads) absolute; leaves absolute ones (a bucket) alone. */
export function toAbsoluteUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  if (url.startsWith('//')) return `https:${url}`
  return absoluteUrl(url.startsWith('/') ? url : `/${url}`)
}

/** Absolute URL of a media document, of the given image size when it was generated. */
export function mediaUrl(media: MediaRef, size?: MediaSize): string | undefined {
  if (!media || typeof media !== 'object') return undefined
  const url = (size && media.sizes?.[size]?.url) || media.url
  return url ? toAbsoluteUrl(url) : undefined
}

export type MediaImage = { url: string; width?: number; height?: number; alt: string }

/** URL, dimensions and alt text of a media document (of the given size when present). */
export function mediaImage(media: MediaRef, size?: MediaSize): MediaImage | undefined {
  if (!media || typeof media !== 'object') return undefined
  const sized = size ? media.sizes?.[size] : undefined
  const source = sized?.url ? sized : media
  if (!source.url) return undefined
  return compact({
    url: toAbsoluteUrl(source.url),
    width: source.width ?? undefined,
    height: source.height ?? undefined,
    alt: media.alt,
  })
}

/** The business's node id: every other object refers to the business by it. */
export const businessId = (): string => `${serverUrl()}/#business`

/** Drops undefined, null and empty-array values so the markup carries no empty properties. */
function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T
}

const COLORADO = { '@type': 'State', name: 'Colorado' } as const

/** Area names as places: counties are administrative areas, the rest cities, all in Colorado. */
function places(names: string[]) {
  return names.map((name) => ({
    '@type': /\bcounty\b/i.test(name) ? 'AdministrativeArea' : 'City',
    name,
    containedInPlace: COLORADO,
  }))
}

const areaNames = (settings: SiteSetting): string[] =>
  (settings.areasServed ?? []).map((area) => area.name).filter(Boolean)

const logoOf = (settings: SiteSetting, override?: string): string | undefined =>
  override ?? mediaUrl(settings.logo)

/** A price text as an Offer: a number becomes a USD price; 'Contact for quote' stays a text. */
function offerFor(price: string | null | undefined, url: string) {
  const text = price?.trim()
  if (!text) return undefined
  const amount = /^\$?\s*(\d[\d,]*(?:\.\d+)?)$/.exec(text)?.[1]?.replace(/,/g, '')
  return amount
    ? { '@type': 'Offer', url, price: amount, priceCurrency: 'USD' }
    : { '@type': 'Offer', url, description: text }
}

export type BusinessJsonLdOptions = {
  /** The services offered: each becomes an Offer in the catalogue, linked to its page. */
  services: Array<{ title: string; slug?: string | null }>
  /** Area names; defaults to the settings' areas served. */
  areas?: string[]
  logoUrl?: string
  imageUrl?: string
}

/**
 * The business as every page names it: who, where, how to call. The home and contact pages add
 * the full profile (businessJsonLd) under the same `@id`, so search engines merge the two.
 */
export function businessReferenceJsonLd(settings: SiteSetting) {
  const { address } = settings
  return {
    '@context': CONTEXT,
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(),
    name: settings.businessName,
    url: absoluteUrl('/'),
    telephone: dialDigits(settings.phone),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'US',
    }),
  }
}

/** The business profile (spec section 3) as a HomeAndConstructionBusiness. */
export function businessJsonLd(settings: SiteSetting, opts: BusinessJsonLdOptions) {
  const logo = logoOf(settings, opts.logoUrl)
  const { geo } = settings
  return compact({
    ...businessReferenceJsonLd(settings),
    description: settings.seo?.defaultDescription,
    slogan: settings.taglines?.[0]?.text,
    email: settings.email,
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: (settings.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
    priceRange: settings.priceRange,
    sameAs: (settings.social ?? []).map((profile) => profile.url),
    areaServed: places(opts.areas ?? areaNames(settings)),
    hasOfferCatalog: opts.services.length
      ? {
          '@type': 'OfferCatalog',
          name: 'Log home restoration services',
          itemListElement: opts.services.map((service) => ({
            '@type': 'Offer',
            itemOffered: compact({
              '@type': 'Service',
              name: service.title,
              url: service.slug ? absoluteUrl(pathFor.services(service)) : undefined,
            }),
          })),
        }
      : undefined,
    logo,
    image: opts.imageUrl ?? mediaUrl(settings.seo?.shareImage, 'og') ?? logo,
  })
}

/** A breadcrumb trail; Home ('/') is put first when the trail does not start with it. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>) {
  const trail = items[0]?.path === '/' ? items : [{ name: 'Home', path: '/' }, ...items]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

/** A blog post as a BlogPosting, published by the business. */
export function blogPostingJsonLd(post: Post, settings: SiteSetting) {
  const url = absoluteUrl(pathFor.posts(post))
  const logo = logoOf(settings)
  const keywords = post.meta?.keywords?.filter(Boolean) ?? []
  return compact({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.meta?.description || post.excerpt,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', '@id': businessId(), name: settings.businessName },
    publisher: compact({
      '@type': 'Organization',
      '@id': businessId(),
      name: settings.businessName,
      logo: logo ? { '@type': 'ImageObject', url: logo } : undefined,
    }),
    image: mediaUrl(post.meta?.image, 'og') ?? mediaUrl(post.heroImage, 'og'),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: keywords.length ? keywords.join(', ') : undefined,
    inLanguage: 'en-US',
  })
}

/** A service page as a Service provided by the business. No price unless a number is given. */
export function serviceJsonLd(service: Service, settings: SiteSetting) {
  const url = absoluteUrl(pathFor.services(service))
  return compact({
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    description: service.meta?.description || service.summary,
    serviceType: service.title,
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': businessId(),
      name: settings.businessName,
    },
    areaServed: places(areaNames(settings)),
    url,
    image: mediaUrl(service.meta?.image, 'og') ?? mediaUrl(service.image, 'og'),
    offers: offerFor(service.price, url),
  })
}
