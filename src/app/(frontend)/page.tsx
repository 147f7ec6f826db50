import Link from 'next/link'

import { Media } from '@/components/Media'
import { getHomeContent, getSiteSettings } from '@/lib/payload/queries'
import { pathFor } from '@/utilities/paths'

/** A first home page: real content from the CMS. The full design comes with the public site. */
export default async function HomePage() {
  const [settings, { posts, projects, services, counties, testimonials }] = await Promise.all([
    getSiteSettings(),
    getHomeContent(),
  ])

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10">
      <section>
        <h1 className="text-3xl font-bold md:text-5xl">{settings.businessName}</h1>
        <ul className="mt-4 flex flex-wrap gap-3 text-forest-700">
          {settings.taglines?.map((tagline) => (
            <li key={tagline.id}>{tagline.text}</li>
          ))}
        </ul>
        <p className="mt-2">
          {settings.claims.years} years · {settings.claims.projects} projects
        </p>
      </section>

      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-2xl font-bold">
          Services
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id} className="rounded-lg bg-white p-4 shadow-sm">
              <h3 className="font-semibold">{service.title}</h3>
              <p className="mt-1 text-sm">{service.summary}</p>
              <p className="mt-2 text-sm font-semibold text-cedar-600">{service.price}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="text-2xl font-bold">
          Featured projects
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              <Link href={pathFor.portfolio(project)} className="block">
                <Media
                  resource={project.afterImage}
                  sizes="(min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full rounded-lg"
                />
                <span className="mt-2 block font-semibold">{project.title}</span>
              </Link>
              <p className="text-sm">{project.location}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="counties-heading">
        <h2 id="counties-heading" className="text-2xl font-bold">
          Counties we serve
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {counties.map((county) => (
            <li key={county.id} className="rounded-lg bg-white p-4 shadow-sm">
              <span className="font-semibold">{county.name}</span>
              <span className="block text-sm">
                {county.elevation.toLocaleString('en-US')} ft · seat: {county.seat}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="text-2xl font-bold">
          What homeowners say
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="rounded-lg bg-white p-4 shadow-sm">
              <blockquote>“{testimonial.content}”</blockquote>
              <p className="mt-2 text-sm font-semibold">
                {testimonial.author}, {testimonial.location}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-2xl font-bold">
          Latest from the blog
        </h2>
        <ul className="mt-4 space-y-3" data-testid="latest-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={pathFor.posts(post)} className="font-semibold underline">
                {post.title}
              </Link>
              <p className="text-sm">{post.excerpt}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
