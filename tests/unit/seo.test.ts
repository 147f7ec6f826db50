import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { JsonLd } from '@/components/JsonLd'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  businessId,
  businessJsonLd,
  businessReferenceJsonLd,
  mediaUrl,
  serviceJsonLd,
} from '@/lib/seo/jsonld'
import { buildMetadata } from '@/lib/seo/metadata'
import type { Media, Post, Service, SiteSetting } from '@/payload-types'
import { serverUrl } from '@/lib/site/urls'

import { siteSettings } from '../../seed/content/settings'

// buildMetadata is server-only and reads the settings and media through Payload: both are faked.
const fakes = vi.hoisted(() => ({
  settings: undefined as unknown,
  media: new Map<number | string, unknown>(),
}))
vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload/queries', () => ({ getSiteSettings: async () => fakes.settings }))
vi.mock('@/lib/payload/client', () => ({
  getPayloadClient: async () => ({
    findByID: async ({ id }: { id: number | string }) => fakes.media.get(id) ?? null,
  }),
}))

const stamp = '2025-05-01T12:00:00.000Z'
const settings: SiteSetting = { ...siteSettings, id: 1, createdAt: stamp, updatedAt: stamp }
const base = serverUrl()

const image: Media = {
  id: 7,
  alt: 'A restored log home',
  url: '/api/media/file/cabin.jpg',
  width: 2400,
  height: 1600,
  sizes: { og: { url: '/api/media/file/cabin-1200x630.jpg', width: 1200, height: 630 } },
  createdAt: stamp,
  updatedAt: stamp,
}

const richText = {
  root: {
    type: 'root',
    children: [],
    direction: null,
    format: '' as const,
    indent: 0,
    version: 1,
  },
}

const services = [
  { title: 'Chinking', slug: 'chinking' },
  { title: 'Staining', slug: 'staining' },
]

describe('businessReferenceJsonLd', () => {
  it("names the business by the full profile's @id, with its phone and address only", () => {
    const reference = businessReferenceJsonLd(settings)
    const full = businessJsonLd(settings, { services })
    expect(reference['@id']).toBe(full['@id'])
    expect(reference).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      name: full.name,
      url: full.url,
      telephone: full.telephone,
      address: full.address,
    })
    expect(Object.keys(reference).sort()).toEqual(
      ['@context', '@id', '@type', 'address', 'name', 'telephone', 'url'].sort(),
    )
    expect(JSON.stringify(reference).length).toBeLessThan(JSON.stringify(full).length / 4)
  })
})

describe('businessJsonLd', () => {
  const business = businessJsonLd(settings, { services })

  it('describes the business from the settings', () => {
    expect(business['@context']).toBe('https://schema.org')
    expect(business['@type']).toBe('HomeAndConstructionBusiness')
    expect(business['@id']).toBe(`${base}/#business`)
    expect(business.name).toBe('High Country Log Home Finishing')
    expect(business.telephone).toBe('+17195550142')
    expect(business.email).toBe('estimates@example.com')
    expect(business.priceRange).toBe('$$$')
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'PO Box 1180',
      addressLocality: 'Fairplay',
      addressRegion: 'CO',
      postalCode: '80440',
      addressCountry: 'US',
    })
    expect(business.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 39.2247,
      longitude: -105.9994,
    })
  })

  it('gives the hours Mon-Fri 08:00-17:00 and Sat 09:00-15:00', () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '15:00',
      },
    ])
  })

  it('lists social profiles, areas and services', () => {
    expect(business.sameAs).toHaveLength(7)
    expect(business.sameAs).toContain('https://www.facebook.com/example-log-home-finishing')
    expect(business.areaServed).toContainEqual(
      expect.objectContaining({ '@type': 'AdministrativeArea', name: 'Pitkin County' }),
    )
    expect(business.areaServed).toContainEqual(
      expect.objectContaining({ '@type': 'City', name: 'Denver' }),
    )
    expect(business.hasOfferCatalog?.itemListElement).toEqual([
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Chinking', url: `${base}/services/chinking` },
      },
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Staining', url: `${base}/services/staining` },
      },
    ])
  })

  it('never carries ratings or reviews of its own testimonials', () => {
    const json = JSON.stringify(business)
    expect(business).not.toHaveProperty('aggregateRating')
    expect(business).not.toHaveProperty('review')
    expect(json).not.toMatch(/AggregateRating|aggregateRating|"review"/)
  })

  it('takes areas, logo and image from the options', () => {
    const custom = businessJsonLd(settings, {
      services: [],
      areas: ['Park County'],
      logoUrl: `${base}/logo.png`,
      imageUrl: `${base}/share.jpg`,
    })
    expect(custom.areaServed).toHaveLength(1)
    expect(custom.logo).toBe(`${base}/logo.png`)
    expect(custom.image).toBe(`${base}/share.jpg`)
    expect(custom).not.toHaveProperty('hasOfferCatalog')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs, Home first', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Blog', path: '/blog' },
      { name: 'Chinking 101', path: '/blog/chinking-101' },
    ])
    expect(trail['@type']).toBe('BreadcrumbList')
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${base}/blog` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Chinking 101',
        item: `${base}/blog/chinking-101`,
      },
    ])
  })

  it('does not repeat Home when the trail starts with it', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'FAQ', path: '/faq' },
    ])
    expect(trail.itemListElement.map((item) => item.position)).toEqual([1, 2])
  })
})

describe('blogPostingJsonLd', () => {
  const post: Post = {
    id: 3,
    title: 'Chinking 101',
    excerpt: 'Why chinking fails and how to fix it.',
    heroImage: image,
    content: richText,
    slug: 'chinking-101',
    publishedAt: '2025-04-01T08:00:00.000Z',
    meta: { keywords: ['chinking', 'log home'] },
    createdAt: stamp,
    updatedAt: stamp,
  }

  it('links the post, its image and the business', () => {
    const posting = blogPostingJsonLd(post, settings)
    expect(posting['@type']).toBe('BlogPosting')
    expect(posting.headline).toBe('Chinking 101')
    expect(posting.description).toBe('Why chinking fails and how to fix it.')
    expect(posting.datePublished).toBe('2025-04-01T08:00:00.000Z')
    expect(posting.dateModified).toBe(stamp)
    expect(posting.url).toBe(`${base}/blog/chinking-101`)
    expect(posting.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': `${base}/blog/chinking-101`,
    })
    expect(posting.image).toBe(`${base}/api/media/file/cabin-1200x630.jpg`)
    expect(posting.publisher).toMatchObject({ '@id': businessId(), name: settings.businessName })
    expect(posting.author).toMatchObject({ '@type': 'Organization', '@id': businessId() })
    expect(posting.keywords).toBe('chinking, log home')
  })

  it('names a person as author when the post has one', () => {
    const posting = blogPostingJsonLd({ ...post, author: 'Dana Reyes' }, settings)
    expect(posting.author).toEqual({ '@type': 'Person', name: 'Dana Reyes' })
  })
})

describe('serviceJsonLd', () => {
  const service: Service = {
    id: 4,
    title: 'Chinking',
    summary: 'Seal the gaps between logs.',
    image,
    price: 'Contact for quote',
    slug: 'chinking',
    createdAt: stamp,
    updatedAt: stamp,
  }

  it('refers to the business and gives no price for "Contact for quote"', () => {
    const json = serviceJsonLd(service, settings)
    expect(json['@type']).toBe('Service')
    expect(json.serviceType).toBe('Chinking')
    expect(json.url).toBe(`${base}/services/chinking`)
    expect(json.provider).toMatchObject({ '@id': businessId() })
    expect(json.offers).not.toHaveProperty('price')
    expect(json).not.toHaveProperty('aggregateRating')
  })

  it('gives a USD price when the price is a number', () => {
    expect(serviceJsonLd({ ...service, price: '$1,500' }, settings).offers).toMatchObject({
      price: '1500',
      priceCurrency: 'USD',
    })
  })
})

describe('mediaUrl', () => {
  it('makes media URLs absolute and prefers the asked size', () => {
    expect(mediaUrl(image)).toBe(`${base}/api/media/file/cabin.jpg`)
    expect(mediaUrl(image, 'og')).toBe(`${base}/api/media/file/cabin-1200x630.jpg`)
    expect(mediaUrl(image, 'card')).toBe(`${base}/api/media/file/cabin.jpg`)
    expect(mediaUrl({ ...image, url: 'https://cdn.example.com/cabin.jpg' })).toBe(
      'https://cdn.example.com/cabin.jpg',
    )
  })

  it('gives nothing for an unpopulated id or empty value', () => {
    expect(mediaUrl(7)).toBeUndefined()
    expect(mediaUrl(null)).toBeUndefined()
  })
})

describe('JsonLd', () => {
  it('renders a JSON-LD script that text from the CMS cannot close', () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, {
        data: { '@type': 'Thing', name: '</script><script>alert(1)</script>' },
      }),
    )
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>')

    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(json)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    })
  })

  it('renders arrays of objects', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: [{ a: 1 }, { b: 2 }] }))
    expect(html).toBe('<script type="application/ld+json">[{"a":1},{"b":2}]</script>')
  })
})

describe('buildMetadata', () => {
  const share: Media = {
    ...image,
    id: 8,
    alt: 'Share image',
    sizes: { og: { url: '/api/media/file/share-1200x630.jpg', width: 1200, height: 630 } },
  }
  fakes.settings = { ...settings, seo: { ...settings.seo, shareImage: share } }
  fakes.media.set(7, image)

  it('builds title, canonical, cards, robots and the revisit hint', async () => {
    const meta = await buildMetadata({
      title: 'Chinking 101',
      description: 'All about chinking.',
      keywords: ['chinking'],
      path: '/blog/chinking-101',
      image,
      type: 'article',
      publishedTime: '2025-04-01T08:00:00.000Z',
    })
    expect(meta.title).toBe('Chinking 101')
    expect(meta.description).toBe('All about chinking.')
    expect(meta.keywords).toEqual(['chinking'])
    expect(meta.alternates?.canonical).toBe(`${base}/blog/chinking-101`)
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url: `${base}/blog/chinking-101`,
      title: 'Chinking 101',
      siteName: 'High Country Log Home Finishing',
      locale: 'en_US',
      publishedTime: '2025-04-01T08:00:00.000Z',
      images: [
        {
          url: `${base}/api/media/file/cabin-1200x630.jpg`,
          width: 1200,
          height: 630,
          alt: 'A restored log home',
        },
      ],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Chinking 101' })
    expect(meta.robots).toEqual({ index: true, follow: true })
    expect(meta.other).toEqual({ 'revisit-after': '7 days' })
  })

  it('falls back to the settings and parses robots directives', async () => {
    const meta = await buildMetadata({
      title: 'Home',
      path: '/',
      absoluteTitle: true,
      robots: 'noindex, nofollow',
    })
    expect(meta.title).toEqual({ absolute: 'Home' })
    expect(meta.description).toBe(settings.seo.defaultDescription)
    expect(meta.keywords).toContain('log home chinking')
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      images: [{ url: `${base}/api/media/file/share-1200x630.jpg`, alt: 'Share image' }],
    })
    expect(meta.robots).toEqual({ index: false, follow: false })
  })

  it('reads an image given by id', async () => {
    const meta = await buildMetadata({ title: 'Cabin', path: '/cabin', image: 7 })
    expect(meta.openGraph).toMatchObject({
      images: [{ url: `${base}/api/media/file/cabin-1200x630.jpg` }],
    })
  })
})
