import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed, type SeedReport } from '../../seed'
import { cities } from '../../seed/content/cities'
import { listingPages } from '../../seed/content/listing-pages'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let first: SeedReport

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  first = await seed(payload, { imageWidth: 640 })
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('seed', () => {
  it('creates the content DECISIONS.md lists', async () => {
    const count = async (collection: Parameters<Payload['count']>[0]['collection']) =>
      (await payload.count({ collection })).totalDocs
    expect(await count('services')).toBe(8)
    expect(await count('counties')).toBe(8)
    expect(await count('cities')).toBe(cities.length)
    expect(cities.length).toBeGreaterThanOrEqual(20)
    expect(await count('posts')).toBeGreaterThanOrEqual(12)
    expect(await count('portfolio')).toBeGreaterThanOrEqual(8)
    expect(await count('testimonials')).toBeGreaterThanOrEqual(12)
    expect(await count('faqs')).toBeGreaterThanOrEqual(15)
    expect(await count('pages')).toBe(7 + listingPages.length)
    expect(await count('users')).toBe(1)
  })

  it('uses the route slugs of the specification', async () => {
    const slugs = async (collection: 'services' | 'counties' | 'pages') =>
      (await payload.find({ collection, limit: 100, depth: 0 })).docs.map((doc) => doc.slug).sort()
    expect(await slugs('services')).toEqual(
      [
        'chinking',
        'staining',
        'weatherproofing',
        'maintenance',
        'log-home-hail-damage-restoration',
        'media-blasting',
        'deck-refinishing',
        'log-railings',
      ].sort(),
    )
    expect(await slugs('counties')).toEqual(
      ['park', 'summit', 'chaffee', 'teller', 'eagle', 'gunnison', 'el-paso', 'jefferson']
        .map((name) => `${name}-county`)
        .sort(),
    )
    expect(await slugs('pages')).toEqual(
      [
        ...listingPages.map((page) => page.slug),
        'log-home-products',
        'about',
        'restoration-process',
        'maintenance-guide',
        'log-home-restoration',
        'media-blasting',
        'hail-damage-restoration',
      ].sort(),
    )
    const pages = await payload.find({
      collection: 'cities',
      where: { hasPage: { equals: true } },
      depth: 0,
    })
    expect(pages.docs.map((doc) => doc.slug).sort()).toEqual(
      ['boulder', 'colorado-springs', 'denver', 'fort-collins'].sort(),
    )
    for (const slug of ['log-home', 'westcliffe-colorado-log-home-restoration']) {
      const found = await payload.find({
        collection: 'portfolio',
        where: { slug: { equals: slug } },
      })
      expect(found.totalDocs, slug).toBe(1)
    }
  })

  it('publishes posts with cover images, SEO fields and 600+ words', async () => {
    const posts = await payload.find({
      collection: 'posts',
      limit: 100,
      depth: 1,
      overrideAccess: false,
    })
    expect(posts.totalDocs).toBeGreaterThanOrEqual(12)
    for (const post of posts.docs) {
      expect(post._status).toBe('published')
      expect(post.meta?.title, post.slug!).toBeTruthy()
      expect(post.meta?.description?.length, post.slug!).toBeGreaterThanOrEqual(100)
      const cover = post.heroImage
      expect(typeof cover === 'object' && cover?.mimeType).toBe('image/jpeg')
      const words =
        JSON.stringify(post.content)
          .match(/"text":"([^"]*)"/g)
          ?.join(' ')
          .split(/\s+/).length ?? 0
      expect(words, post.slug!).toBeGreaterThanOrEqual(600)
      const headings = JSON.stringify(post.content).match(/"type":"heading"/g)?.length ?? 0
      expect(headings, post.slug!).toBeGreaterThan(1)
    }
  })

  it('makes real images with alt text and resized versions', async () => {
    const media = await payload.find({ collection: 'media', limit: 500, depth: 0 })
    expect(media.totalDocs).toBeGreaterThan(60)
    for (const doc of media.docs) {
      expect(doc.alt.length, doc.filename!).toBeGreaterThan(3)
      expect(doc.width).toBeGreaterThan(0)
      expect(doc.filesize).toBeGreaterThan(1000)
    }
    const photo = media.docs.find((doc) => doc.filename === 'portfolio-log-home-after.jpg')
    expect(photo?.sizes?.thumbnail?.filename).toMatch(/\.webp$/)
  })

  it('fills the business profile and the navigation of the specification', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.businessName).toBe('High Country Log Home Finishing')
    expect(settings.address.streetAddress).toBe('PO Box 1180')
    expect(settings.openingHours?.map((h) => `${h.days.join(',')} ${h.opens}-${h.closes}`)).toEqual(
      ['Monday,Tuesday,Wednesday,Thursday,Friday 08:00-17:00', 'Saturday 09:00-15:00'],
    )
    expect(settings.social).toHaveLength(7)
    const header = await payload.findGlobal({ slug: 'header' })
    expect(header.desktopLinks).toHaveLength(5)
    expect(header.menuLinks).toHaveLength(10)
    expect(header.menuLinks?.filter((link) => link.badge).map((link) => link.badge)).toEqual([
      'New',
      'Popular',
    ])
    expect(header.quickLinks).toHaveLength(4)
    const footer = await payload.findGlobal({ slug: 'footer' })
    expect(footer.groups?.map((group) => group.links?.length)).toEqual([9, 9, 5])
  })

  it('fills every section of the home page', async () => {
    const home = await payload.findGlobal({ slug: 'home', depth: 1 })
    expect(home.hero.slides).toHaveLength(5)
    expect(home.hero.primary).toMatchObject({ label: 'Schedule Assessment', href: '/contact' })
    expect(home.hero.secondary).toMatchObject({ label: 'View Our Work', href: '/portfolio' })
    expect(home.whyChooseUs.cards).toHaveLength(4)
    expect(typeof home.showcase.project === 'object' && home.showcase.project.slug).toBe('log-home')
    expect(home.cta.primary).toMatchObject({ label: 'Get Estimate', href: '/cost-calculator' })
    expect(home.meta?.description?.length).toBeGreaterThan(100)
  })

  it('includes the FAQ facts of the specification', async () => {
    const faqs = await payload.find({ collection: 'faqs', limit: 100 })
    const text = faqs.docs.map((faq) => `${faq.question} ${faq.answer}`).join('\n')
    expect(text).toMatch(/2-3 years/)
    expect(text).toMatch(/3-7 days/)
  })

  it('creates a first admin with a generated password that works, shown once', async () => {
    expect(first.admin.created).toBe(true)
    expect(first.admin.email).toBe('admin@example.com')
    expect(first.admin.generatedPassword).toMatch(/^[\w-]{16,}$/)
    const login = await payload.login({
      collection: 'users',
      data: { email: 'admin@example.com', password: first.admin.generatedPassword! },
    })
    expect(login.user?.role).toBe('admin')
  })

  it('creates nothing twice and keeps the owner’s edits when run again', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Renamed by owner' },
    })
    const before = await Promise.all(
      (['media', 'posts', 'portfolio', 'pages', 'cities', 'faqs'] as const).map(
        async (collection) => (await payload.count({ collection })).totalDocs,
      ),
    )
    const second = await seed(payload, { imageWidth: 640 })
    const after = await Promise.all(
      (['media', 'posts', 'portfolio', 'pages', 'cities', 'faqs'] as const).map(
        async (collection) => (await payload.count({ collection })).totalDocs,
      ),
    )
    expect(total(second.created)).toBe(0)
    expect(after).toEqual(before)
    expect(second.admin.created).toBe(false)
    expect(second.admin.generatedPassword).toBeUndefined()
    expect((await payload.findGlobal({ slug: 'site-settings' })).businessName).toBe(
      'Renamed by owner',
    )
  })
})
