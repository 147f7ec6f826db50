import crypto from 'crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, Payload, RequestContext, Where } from 'payload'

import { availability } from './content/availability'
import { cities } from './content/cities'
import { counties } from './content/counties'
import { faqs } from './content/faqs'
import { pages } from './content/pages'
import { portfolio } from './content/portfolio'
import { postsA } from './content/posts-a'
import { postsB } from './content/posts-b'
import { services } from './content/services'
import { home } from './content/home'
import { listingPages } from './content/listing-pages'
import { footer, header, siteSettings } from './content/settings'
import { testimonials } from './content/testimonials'
import type { ImageRef, Seo } from './content/types'
import { defaultSectionRows } from '../src/globals/Home/sections'
import type { Media, Page } from '../src/payload-types'
import { renderImage, renderLogo, renderShareImage } from './images'
import { coloradoInstant } from '../src/lib/time/colorado'

/** A day of the content as the site dates it: 9 AM in Colorado (the studio shows the same day). */
const coloradoMorning = (day: string) => coloradoInstant(day, '09:00').toISOString()

/** Document ids are opaque: numbers on SQLite, strings on MongoDB; the generated types say which. */
type Id = Media['id']

export type SeedOptions = {
  /** False: no admin user (the production server makes it from ADMIN_EMAIL and ADMIN_PASSWORD). */
  createAdmin?: boolean
  adminEmail?: string
  /** Without one, a password is generated and returned once. */
  adminPassword?: string
  /** Width of the generated pictures (smaller in tests). */
  imageWidth?: number
  log?: (message: string) => void
}

export type SeedReport = {
  created: Record<string, number>
  existing: Record<string, number>
  admin: { email: string; created: boolean; generatedPassword?: string }
}

/** The seed writes as the system and never revalidates: the site is not serving yet. */
const context: RequestContext = { disableRevalidate: true }

/**
 * Creates the site's starting content. Idempotent: every document has a natural key (slug,
 * question, author and date, file name) and is created only when missing; nothing an owner has
 * edited is overwritten, and globals are filled only while they are still empty.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => {})
  const report: SeedReport = {
    created: {},
    existing: {},
    admin: { email: options.adminEmail ?? 'admin@example.com', created: false },
  }
  const count = (kind: 'created' | 'existing', collection: string) => {
    report[kind][collection] = (report[kind][collection] ?? 0) + 1
  }

  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const richText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
  const width = options.imageWidth ?? 1600
  const height = Math.round((width * 10) / 16)

  /** Find by a natural key, or create. Returns the id either way. */
  async function ensure<T extends CollectionSlug>(
    collection: T,
    where: Where,
    create: () => Promise<{ id: Id }>,
  ): Promise<Id> {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) {
      count('existing', collection)
      return found.docs[0].id
    }
    const doc = await create()
    count('created', collection)
    return doc.id
  }

  const media = (alt: string, name: string, data: () => Promise<Buffer>, mimetype = 'image/jpeg') =>
    ensure('media', { filename: { equals: name } }, async () => {
      const buffer = await data()
      return payload.create({
        collection: 'media',
        data: { alt },
        file: { data: buffer, mimetype, name, size: buffer.length },
        context,
      })
    })

  const image = (ref: ImageRef) =>
    media(ref.alt, `${ref.key}.jpg`, () => renderImage(ref, { width, height }))

  const meta = (seo: Seo, imageId?: Id) => ({
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    ...(imageId !== undefined ? { image: imageId } : {}),
  })

  log('Services')
  const serviceIds = new Map<string, Id>()
  for (const [index, service] of services.entries()) {
    const imageId = await image(service.image)
    const id = await ensure('services', { slug: { equals: service.slug } }, () =>
      payload.create({
        collection: 'services',
        context,
        data: {
          title: service.title,
          slug: service.slug,
          summary: service.summary,
          details: service.details.map((item) => ({ item })),
          icon: service.icon,
          price: service.price,
          image: imageId,
          body: richText(service.body),
          sortOrder: index + 1,
          meta: meta(service.seo, imageId),
        },
      }),
    )
    serviceIds.set(service.slug, id)
  }

  log('Counties')
  const countyIds = new Map<string, Id>()
  for (const [index, county] of counties.entries()) {
    const imageId = await image(county.image)
    const id = await ensure('counties', { slug: { equals: county.slug } }, () =>
      payload.create({
        collection: 'counties',
        context,
        data: {
          name: county.name,
          slug: county.slug,
          seat: county.seat,
          elevation: county.elevation,
          towns: county.towns.map((name) => ({ name })),
          summary: county.summary,
          body: richText(county.body),
          image: imageId,
          sortOrder: index + 1,
          meta: meta(county.seo, imageId),
        },
      }),
    )
    countyIds.set(county.slug, id)
  }

  log('Cities')
  for (const [index, city] of cities.entries()) {
    const countyId = countyIds.get(city.county)
    await ensure('cities', { slug: { equals: city.slug } }, () =>
      payload.create({
        collection: 'cities',
        context,
        data: {
          name: city.name,
          slug: city.slug,
          county: countyId,
          countyName: countyId === undefined ? city.county : undefined,
          elevation: city.elevation,
          hasPage: city.hasPage,
          summary: city.summary,
          body: city.body ? richText(city.body) : undefined,
          sortOrder: index + 1,
          meta: city.seo ? meta(city.seo) : undefined,
        },
      }),
    )
  }

  log('Blog posts')
  for (const post of [...postsA, ...postsB]) {
    const cover = await image(post.cover)
    await ensure('posts', { slug: { equals: post.slug } }, () =>
      payload.create({
        collection: 'posts',
        context,
        data: {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          focusKeyphrase: post.focusKeyphrase,
          heroImage: cover,
          content: richText(post.body),
          topics: post.topics,
          author: post.author,
          publishedAt: coloradoMorning(post.publishedAt),
          _status: 'published',
          meta: meta(post.seo, cover),
        },
      }),
    )
  }

  log('Portfolio')
  for (const project of portfolio) {
    const before = await image(project.before)
    const after = await image(project.after)
    const gallery: Array<{ image: Id; caption: string }> = []
    for (const ref of project.gallery) gallery.push({ image: await image(ref), caption: ref.alt })
    await ensure('portfolio', { slug: { equals: project.slug } }, () =>
      payload.create({
        collection: 'portfolio',
        context,
        data: {
          title: project.title,
          slug: project.slug,
          summary: project.summary,
          location: project.location,
          county: project.county ? countyIds.get(project.county) : undefined,
          services: project.services
            .map((slug) => serviceIds.get(slug))
            .filter((id): id is Id => id !== undefined),
          completedAt: project.completedAt,
          featured: project.featured,
          beforeImage: before,
          afterImage: after,
          gallery,
          writeUp: richText(project.body),
          publishedAt: coloradoMorning(project.completedAt),
          _status: 'published',
          meta: meta(project.seo, after),
        },
      }),
    )
  }

  log('Pages')
  for (const page of pages) {
    const hero = await image(page.hero)
    const layout: Page['layout'] = []
    for (const block of page.blocks) {
      if (block.type === 'content') {
        layout.push({ blockType: 'content' as const, richText: richText(block.markdown) })
      } else if (block.type === 'media') {
        layout.push({
          blockType: 'mediaBlock' as const,
          media: await image(block.image),
          caption: block.caption,
        })
      } else {
        layout.push({
          blockType: 'cta' as const,
          heading: block.heading,
          text: block.text,
          links: block.links,
        })
      }
    }
    await ensure('pages', { slug: { equals: page.slug } }, () =>
      payload.create({
        collection: 'pages',
        context,
        data: {
          title: page.title,
          slug: page.slug,
          intro: page.intro,
          heroImage: hero,
          layout,
          _status: 'published',
          meta: meta(page.seo, hero),
        },
      }),
    )
  }

  for (const page of listingPages) {
    await ensure('pages', { slug: { equals: page.slug } }, () =>
      payload.create({
        collection: 'pages',
        context,
        data: {
          title: page.title,
          slug: page.slug,
          intro: page.intro,
          _status: 'published',
          meta: meta(page.seo),
        },
      }),
    )
  }

  log('Testimonials and FAQ')
  for (const [index, testimonial] of testimonials.entries()) {
    await ensure(
      'testimonials',
      {
        and: [
          { author: { equals: testimonial.author } },
          { location: { equals: testimonial.location } },
        ],
      },
      () =>
        payload.create({
          collection: 'testimonials',
          context,
          data: { ...testimonial, sortOrder: index + 1, _status: 'published' },
        }),
    )
  }
  for (const [index, faq] of faqs.entries()) {
    await ensure('faqs', { question: { equals: faq.question } }, () =>
      payload.create({ collection: 'faqs', context, data: { ...faq, sortOrder: index + 1 } }),
    )
  }

  log('Business profile and navigation')
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.businessName) {
    const logo = await media(
      `${siteSettings.businessName} logo`,
      'logo.png',
      renderLogo,
      'image/png',
    )
    const share = await media(
      `${siteSettings.businessName}: a restored log home in the Colorado mountains`,
      'share-default.jpg',
      () => renderShareImage(siteSettings.businessName, siteSettings.taglines?.[1]?.text ?? ''),
    )
    await payload.updateGlobal({
      slug: 'site-settings',
      context,
      data: { ...siteSettings, logo, seo: { ...siteSettings.seo, shareImage: share } },
    })
    count('created', 'site-settings')
  } else count('existing', 'site-settings')

  log('Inspection booking')
  const booking = await payload.findGlobal({ slug: 'availability', depth: 0 })
  if (!booking.areas?.length) {
    const { docs: counties } = await payload.find({
      collection: 'counties',
      depth: 0,
      pagination: false,
      select: { name: true },
    })
    const idOf = (name: string) => counties.find((county) => county.name === name)?.id
    await payload.updateGlobal({
      slug: 'availability',
      context,
      data: {
        ...availability,
        areas: availability.areas.map((area) => ({
          ...area,
          counties: area.counties.flatMap((name) => idOf(name) ?? []),
        })),
      },
    })
    count('created', 'availability')
  } else count('existing', 'availability')

  const nav = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!nav.menuLinks?.length) {
    await payload.updateGlobal({ slug: 'header', context, data: header })
    count('created', 'header')
  } else count('existing', 'header')

  const foot = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!foot.groups?.length) {
    await payload.updateGlobal({ slug: 'footer', context, data: footer })
    count('created', 'footer')
  } else count('existing', 'footer')

  const homePage = await payload.findGlobal({ slug: 'home', depth: 0 })
  if (!homePage.hero?.heading) {
    const slides = []
    for (const ref of home.hero.slides) slides.push({ image: await image(ref) })
    const showcase = await payload.find({
      collection: 'portfolio',
      where: { slug: { equals: home.showcase.projectSlug } },
      limit: 1,
      depth: 0,
    })
    const { projectSlug: _projectSlug, ...showcaseText } = home.showcase
    const { seo: homeSeo, ...homeData } = home
    await payload.updateGlobal({
      slug: 'home',
      context,
      data: {
        ...homeData,
        sections: defaultSectionRows(),
        hero: { ...home.hero, slides },
        showcase: { ...showcaseText, project: showcase.docs[0].id },
        whyChooseUs: { ...home.whyChooseUs, cards: [...home.whyChooseUs.cards] },
        blurbs: [...home.blurbs],
        resources: { ...home.resources, links: [...home.resources.links] },
        meta: meta(homeSeo, slides[0].image),
      },
    })
    count('created', 'home')
  } else count('existing', 'home')

  if (options.createAdmin === false) return report
  log('Admin user')
  const email = report.admin.email
  const existingAdmin = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  if (!existingAdmin.docs.length) {
    const password = options.adminPassword || crypto.randomBytes(12).toString('base64url')
    await payload.create({
      collection: 'users',
      context,
      data: { email, password, name: 'Site Owner', role: 'admin' },
    })
    report.admin.created = true
    if (!options.adminPassword) report.admin.generatedPassword = password
    count('created', 'users')
  } else count('existing', 'users')

  return report
}
