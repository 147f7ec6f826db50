import type { Metadata } from 'next'
import Link from 'next/link'
import { draftMode } from 'next/headers'
import { Fragment, type ReactNode } from 'react'

import { BusinessJsonLd } from '@/components/BusinessJsonLd'
import { CountyCards } from '@/components/CountyCards'
import { BeforeAfter } from '@/components/BeforeAfter'
import { CallToAction } from '@/components/CallToAction'
import { ProjectCard } from '@/components/Cards'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { LazyEstimateForm } from '@/features/estimate/ui/Lazy'
import { HeroRotator } from '@/components/HeroRotator'
import { AnalyzePhotosButton } from '@/features/chat/ui/AnalyzePhotosButton'
import { LatestResources } from '@/features/suggestions/ui'
import { pictureFiles } from '@/components/Media'
import { TestimonialCard } from '@/components/Stars/TestimonialCard'
import { type HomeSection, visibleSections } from '@/globals/Home/sections'
import { listCities, listCounties, listServices } from '@/lib/payload/listings'
import { getHome, getHomeContent, getSiteSettings } from '@/lib/payload/queries'
import { documentMetadata } from '@/lib/seo/metadata'
import type { Media as MediaDoc } from '@/payload-types'
import { pathFor } from '@/utilities/paths'

export async function generateMetadata(): Promise<Metadata> {
  return documentMetadata(await getHome(), (home) => ({
    title: home.hero.heading,
    description: home.hero.subheading,
    path: '/',
    absoluteTitle: true,
  }))
}

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2'
const section = 'mx-auto max-w-6xl px-4 py-14'

const HERO_SIZES = '100vw'

/**
 * A hero picture's `<img>` attributes: the media library's hero sizes, at the screen's width (the
 * rotator preloads the first, with high priority).
 */
function slideOf(image: MediaDoc | number | string | null | undefined, id: string) {
  const files = pictureFiles(image, 'hero')
  if (!files || typeof image !== 'object' || !image) return null
  const avif = files.avifSrcSet ? { avifSrcSet: files.avifSrcSet } : {}
  return { id, src: files.src, srcSet: files.srcSet, ...avif, sizes: HERO_SIZES, alt: image.alt }
}

const TONES = { plain: '', cream: 'bg-cream-100', dark: 'bg-forest-900 text-cream-50' } as const

/** One section of the home page: its heading (and optional text) from the studio, then content. */
function Section(props: {
  id: string
  heading: string
  text?: string | null
  tone?: keyof typeof TONES
  children: ReactNode
}) {
  const { id, heading, text, tone = 'plain', children } = props
  return (
    <section aria-labelledby={`${id}-heading`} className={TONES[tone]}>
      <div className={section}>
        <h2 id={`${id}-heading`} className="text-3xl font-bold">
          {heading}
        </h2>
        {text && <p className="mt-3 max-w-2xl">{text}</p>}
        {children}
      </div>
    </section>
  )
}

async function loadHome() {
  const [home, content, counties, cities, services, settings] = await Promise.all([
    getHome(),
    getHomeContent(),
    listCounties(),
    listCities(),
    listServices(),
    getSiteSettings(),
  ])
  return { home, ...content, counties, cities, services, minimumJob: settings.minimumJob }
}

/**
 * The home page: the hero, then the sections of spec section 2 in the order the owner gives them
 * (Home page, Sections; hidden ones left out), all words from the studio.
 */
export default async function HomePage() {
  let data: Awaited<ReturnType<typeof loadHome>>
  try {
    data = await loadHome()
  } catch (error) {
    console.error(error)
    return <p className={section}>Error rendering HomePage</p>
  }
  const { home, projects, testimonials, counties, cities, services, minimumJob } = data
  const slides = (home.hero.slides ?? [])
    .map((slide) => slideOf(slide.image, slide.id ?? String(slide.image)))
    .filter((slide) => slide !== null)
  const showcase = typeof home.showcase.project === 'object' ? home.showcase.project : null
  const cityPages = cities.filter((city) => city.hasPage)
  const { isEnabled: draft } = await draftMode()

  const render: Record<HomeSection, () => ReactNode> = {
    estimate: () => (
      <Section id="estimate" tone="cream" heading={home.estimate.heading} text={home.estimate.text}>
        <div data-slot="estimate-form" className="mt-6">
          <LazyEstimateForm headingLevel={3} path="/" minimum={minimumJob} />
        </div>
      </Section>
    ),
    whyChooseUs: () => (
      <Section id="why" heading={home.whyChooseUs.heading}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {home.whyChooseUs.cards?.map((card) => (
            <li key={card.id} className="panel">
              <h3 className="font-serif text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-6">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    ),
    showcase: () =>
      showcase && (
        <Section
          id="showcase"
          tone="dark"
          heading={home.showcase.heading}
          text={home.showcase.text}
        >
          <div className="mt-6">
            <BeforeAfter
              project={showcase}
              sizes="(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw"
            />
          </div>
          <Link
            href={pathFor.portfolio(showcase)}
            className="mt-6 inline-block font-semibold underline underline-offset-4"
          >
            {showcase.title}
          </Link>
        </Section>
      ),
    blurbs: () => (
      <section aria-label="Restoration and maintenance" className={section}>
        <div className="grid gap-6 md:grid-cols-2">
          {home.blurbs?.map((blurb) => (
            <article key={blurb.id} className="rounded-lg bg-white p-6 shadow-sm">
              <h2 className="text-2xl font-bold">{blurb.heading}</h2>
              {blurb.text && <p className="mt-3 leading-7">{blurb.text}</p>}
              <Link href={blurb.link.href} className="mt-4 inline-block text-cedar-600 underline">
                {blurb.link.label}
              </Link>
            </article>
          ))}
        </div>
      </section>
    ),
    counties: () => (
      <Section id="counties" tone="cream" heading={home.counties.heading} text={home.counties.text}>
        <CountyCards counties={counties} />
      </Section>
    ),
    cities: () => (
      <Section id="cities" heading={home.cities.heading} text={home.cities.text}>
        <ul className="mt-4 flex flex-wrap gap-3">
          {cityPages.map((city) => (
            <li key={city.id}>
              <Link
                href={pathFor.cities(city)}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 shadow-sm ring-1 ring-black/10"
              >
                {city.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/cities"
              className="inline-flex min-h-11 items-center rounded-full bg-forest-900 px-4 text-cream-50"
            >
              All {cities.length} cities
            </Link>
          </li>
        </ul>
      </Section>
    ),
    featured: () => (
      <Section id="featured" tone="cream" heading={home.featured.heading} text={home.featured.text}>
        <ul
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          data-testid="featured-projects"
        >
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
    ),
    testimonials: () => (
      <Section id="reviews" heading={home.testimonials.heading}>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <Link href="/testimonials" className="mt-6 inline-block underline">
          Read all reviews
        </Link>
      </Section>
    ),
    resources: () => (
      <Section id="resources" tone="cream" heading={home.resources.heading}>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {home.resources.links?.map((link) => (
            <li key={link.id}>
              <Link href={link.href} className="card-link">
                <span className="block font-semibold">{link.label}</span>
                {link.description && <span className="block text-sm">{link.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    ),
    cta: () => <CallToAction />,
    servicesDirectory: () => (
      <Section id="directory" heading={home.servicesDirectory.heading}>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id}>
              <Link href={pathFor.services(service)} className="card-link">
                <span className="block font-semibold">{service.title}</span>
                <span className="block text-sm text-cedar-600">{service.price}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    ),
    latest: () => <LatestResources heading={home.latest.heading} />,
  }

  return (
    <ErrorBoundary fallback={<p className={section}>Error rendering HomePage</p>}>
      {draft && <LivePreviewListener />}
      <BusinessJsonLd full />
      <section className="relative isolate flex min-h-[70vh] items-end overflow-hidden bg-forest-900 text-white">
        {slides.length > 0 && <HeroRotator slides={slides} />}
        <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/45 to-black/10" />
        <div className="relative mx-auto w-full max-w-6xl px-4 pb-14 pt-24">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-6xl">
            {home.hero.heading}
          </h1>
          {home.hero.subheading && (
            <p className="mt-4 max-w-2xl text-lg md:text-xl">{home.hero.subheading}</p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={home.hero.primary.href} className={`${button} bg-cedar-600 text-white`}>
              {home.hero.primary.label}
            </Link>
            <Link
              href={home.hero.secondary.href}
              className={`${button} border border-white bg-black/20 text-white`}
            >
              {home.hero.secondary.label}
            </Link>
            <AnalyzePhotosButton
              className={`${button} border border-white bg-black/20 text-white`}
            />
          </div>
        </div>
      </section>

      {visibleSections(home.sections).map((key) => (
        <Fragment key={key}>{render[key]()}</Fragment>
      ))}
    </ErrorBoundary>
  )
}
